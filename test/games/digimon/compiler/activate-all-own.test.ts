/**
 * "Activate this Digimon's [On Play] effects": every [On Play] effect the Digimon has, each in
 * turn, where "activate 1 of ..." runs only one. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const BOTH =
  "[On Play] Gain 1 memory.\n[On Play] <Draw 1>.\n[When Digivolving] Activate this Digimon's [On Play] effects.";
const ONE =
  "[On Play] Gain 1 memory.\n[On Play] <Draw 1>.\n[When Digivolving] Activate 1 of this Digimon's [On Play] effects.";
const LEVEL_4 = { level: 4, dp: 5000, digivolve: [{ level: 3, color: "Red" as const, cost: 1 }] };

const { run } = recordRunner([testCard("TST-6371", BOTH, LEVEL_4), testCard("TST-6372", ONE, LEVEL_4)]);

describe("reading 'activate this Digimon's [On Play] effects'", () => {
  it("activates all of them", () => {
    expect(compileText(BOTH).abilities.at(-1)!.ops).toEqual([
      { op: "activateOwn", timing: "onPlay", all: true },
    ]);
  });
});

describe("'activate this Digimon's [On Play] effects' on a board", () => {
  it("runs every [On Play] effect", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-6371, memory 3, deck 3",
      "A digivolves GEN-103 into TST-6371",
    );
    // 3 - 1 for the digivolution + 1; a card drawn for digivolving (8-1-3) and one by <Draw 1>.
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
    expect(t.final.areas.A!.hand).toHaveLength(2);
  });

  it("'activate 1 of' runs one", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-6372, memory 3, deck 3",
      "A digivolves GEN-103 into TST-6372",
      "TST-6372: yes",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
    expect(t.final.areas.A!.hand).toHaveLength(1);
  });
});
