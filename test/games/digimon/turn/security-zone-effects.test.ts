/**
 * "[Security] [Your Turn] When ...": a trigger or immediate-type effect of a card face up in its
 * owner's security stack (15-14-5-1); a face-down security card's effects do nothing.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard, testOption } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const ATTACKS = "[Security] [Your Turn] When one of your Digimon attacks, gain 1 memory.";
const CHEAPER =
  "[Security] [Your Turn] [Once Per Turn] When any of your Digimon would digivolve into a Digimon card with the [Beast] trait, reduce the digivolution cost by 1.";
const { run } = recordRunner([
  testOption("TST-81030", ATTACKS),
  testOption("TST-81031", CHEAPER),
  testCard("TST-81032", "", {
    level: 4,
    dp: 6000,
    traits: ["Beast"],
    digivolve: [{ level: 3, color: "Red", cost: 2 }],
  }),
]);

describe("[Security] effects that are not persistent", () => {
  it("reads them as effects that work from the security stack", () => {
    expect(compileText(ATTACKS).abilities[0]).toMatchObject({
      timing: "when",
      zone: "security",
      turn: "your",
    });
    expect(compileText(CHEAPER).abilities[0]).toMatchObject({ category: "immediate", zone: "security" });
  });

  it("triggers a face-up security card's effect, not a face-down one's", () => {
    const up = run(
      "turn A | A: GEN-104, security TST-81030(up), memory 2 | B: GEN-203",
      "A attacks B with GEN-104",
    );
    expect(up.final.memory).toEqual({ player: "A", value: 3 });
    const down = run(
      "turn A | A: GEN-104, security TST-81030, memory 2 | B: GEN-203",
      "A attacks B with GEN-104",
    );
    expect(down.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("reduces a digivolution cost from the security stack", () => {
    const board = (up: string) =>
      `turn A | A: GEN-103, hand TST-81032, security TST-81031${up}, memory 3 | B: GEN-203`;
    expect(run(board("(up)"), "A digivolves GEN-103 into TST-81032").final.memory).toEqual({
      player: "A",
      value: 2,
    });
    expect(run(board(""), "A digivolves GEN-103 into TST-81032").final.memory).toEqual({
      player: "A",
      value: 1,
    });
  });
});
