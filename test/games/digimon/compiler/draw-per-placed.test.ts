/**
 * "If this Digimon has 1 digivolution card, you may place up to 2 ... Then, <Draw 1> for each
 * Digimon card you placed.": "has 1 digivolution card" holds with 1 or more (4-26-1), and the draws
 * count the cards placed.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-72033", "Stacker", {
    effect:
      "[Main] If this Digimon has 1 digivolution card, you may place up to 2 yellow Digimon cards from your hand at the bottom of this Digimon's digivolution cards in any order. Then, <Draw 1> for each Digimon card you placed.",
  }),
];
const { run } = recordRunner(CARDS);

describe("<Draw 1> for each Digimon card you placed", () => {
  it("two placed, two drawn", () => {
    const t = run(
      "turn A | A: TST-72033[GEN-103], hand GEN-203 GEN-204, deck GEN-104 GEN-105 GEN-106",
      "A activates TST-72033",
      "yes; target GEN-203 GEN-204",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-72033[GEN-103 GEN-203 GEN-204]"]);
    expect(t.final.areas.A!.hand).toEqual(["GEN-104", "GEN-105"]);
  });

  it("with 2 digivolution cards the condition still holds (1 or more)", () => {
    const t = run(
      "turn A | A: TST-72033[GEN-103 GEN-103], hand GEN-203, deck GEN-104 GEN-105",
      "A activates TST-72033",
      "yes; target GEN-203",
    );
    expect(t.final.areas.A!.hand).toEqual(["GEN-104"]);
  });

  it("with none, nothing is placed or drawn", () => {
    const t = run("turn A | A: TST-72033, hand GEN-203, deck GEN-104", "A activates TST-72033", "yes");
    expect(t.final.areas.A!.hand).toEqual(["GEN-203"]);
  });
});
