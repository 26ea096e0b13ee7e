/**
 * "When any of your [X] trait Digimon would digivolve into this card, for each of their face-down
 * digivolution cards, reduce the digivolution cost by 1": an immediate-type effect (15-8-5)
 * counting the face-down cards (4-7-9) under the Digimon about to digivolve, not under this card.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const CHEAP = readRecord("TST-7321", "Shadow Doll", {
  level: 4,
  traits: ["Doll"],
  digivolve: [{ level: 3, color: "Red", cost: 3 }],
  effect:
    "When any of your [Doll] trait Digimon would digivolve into this card, for each of their face-down digivolution cards, reduce the digivolution cost by 1.",
});
const SHADOW = readRecord("TST-7323", "Shadow Walker", {
  level: 3,
  effect:
    "[Your Turn] When this Digimon with face-down digivolution cards would digivolve into a [Doll] trait Digimon card, reduce the digivolution cost by 2.",
});
const CARDS = [CHEAP, SHADOW, testCard("TST-7322", "", { traits: ["Doll"] })];
const { run } = recordRunner(CARDS);

describe("a cost reduction counted under the digivolving Digimon", () => {
  it("reads the count as the subject's face-down digivolution cards", () => {
    expect(CHEAP.abilities[0]).toMatchObject({
      category: "immediate",
      would: { on: "digivolve", into: "this" },
      ops: [{ op: "reduceCost", n: 1, perEach: { zone: "sources", ofSubject: true, faceDown: true } }],
    });
  });

  it("two face-down cards under it: the cost 3 becomes 1", () => {
    const t = run(
      "turn A main; A: TST-7322[GEN-103(down) GEN-103(down) GEN-103], hand TST-7321, memory 0",
      "A digivolves TST-7322 into TST-7321",
    );
    expect(t.final.areas.A!.battle!.join(" ")).toMatch(/^TST-7321\[/);
    expect(t.final.memory).toEqual({ player: "B", value: 1 });
  });

  it("face-up cards don't count, nor does a Digimon without the trait", () => {
    const up = run(
      "turn A main; A: TST-7322[GEN-103 GEN-103], hand TST-7321, memory 0",
      "A digivolves TST-7322 into TST-7321",
    );
    expect(up.final.memory).toEqual({ player: "B", value: 3 });
    const plain = run(
      "turn A main; A: GEN-103[GEN-103(down) GEN-103(down)], hand TST-7321, memory 0",
      "A digivolves GEN-103 into TST-7321",
    );
    expect(plain.final.memory).toEqual({ player: "B", value: 3 });
  });

  it("'this Digimon with face-down digivolution cards would digivolve': only with one under it", () => {
    const down = run(
      "turn A main; A: TST-7323[GEN-103(down)], hand TST-7321, memory 3",
      "A digivolves TST-7323 into TST-7321",
    );
    expect(down.final.memory).toEqual({ player: "A", value: 2 });
    const up = run(
      "turn A main; A: TST-7323[GEN-103], hand TST-7321, memory 3",
      "A digivolves TST-7323 into TST-7321",
    );
    expect(up.final.memory).toEqual({ player: "A", value: 0 });
  });
});
