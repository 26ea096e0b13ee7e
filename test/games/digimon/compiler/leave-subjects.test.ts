/**
 * Subjects of "would leave the battle area" effects (15-8-5): "any of your Digimon or Tamers",
 * with "1 of those Digimon or Tamers doesn't leave", and "one of your Digimon with [X] in its
 * text, other than [Y], would leave ...".
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const GUARD = readRecord("TST-7381", "Team Guard", {
  level: 5,
  dp: 7000,
  effect:
    "[All Turns] When any of your Digimon or Tamers would leave the battle area by your opponent's effects, by suspending this Digimon, 1 of those Digimon or Tamers doesn't leave.",
});
const RAPID = readRecord("TST-7382", "Rapid Guard", {
  level: 5,
  dp: 7000,
  effect:
    "[All Turns] When one of your Digimon with [Rapid] in its text, other than [Rapid Ho], would leave the battle area, by suspending this Digimon, prevent it from leaving.",
});
const option = { category: "Option" as const, level: undefined, dp: undefined };
const CARDS = [
  GUARD,
  RAPID,
  testCard("TST-7383", "", { category: "Tamer", level: undefined, dp: undefined, name: "Plain Tamer" }),
  testCard("TST-7384", "[Main] Return 1 of your opponent's Tamers to the hand.", option),
  testCard("TST-7385", "[Main] Delete 1 of your opponent's Digimon.", option),
  testCard("TST-7386", "", { name: "Rapid Fox" }),
  testCard("TST-7387", "", { name: "Rapid Ho" }),
];
const { run } = recordRunner(CARDS);

describe("who a leave-prevention effect protects", () => {
  it("a Tamer returned by the opponent's effect stays, and the guard is suspended", () => {
    const t = run(
      "turn A main; A: GEN-103, hand TST-7384, memory 3 | B: TST-7381 TST-7383",
      "A uses TST-7384",
      "yes",
    );
    expect(t.final.areas.B!.battle).toEqual(["TST-7381(sus)", "TST-7383"]);
  });

  it("'other than [Rapid Ho]': [Rapid Fox] stays, [Rapid Ho] is deleted", () => {
    const fox = run(
      "turn A main; A: GEN-103, hand TST-7385, memory 3 | B: TST-7382 TST-7386",
      "A uses TST-7385",
      "target TST-7386; yes",
    );
    expect(fox.final.areas.B!.battle).toEqual(["TST-7382(sus)", "TST-7386"]);
    const ho = run(
      "turn A main; A: GEN-103, hand TST-7385, memory 3 | B: TST-7382 TST-7387",
      "A uses TST-7385",
      "target TST-7387; yes",
    );
    expect(ho.final.areas.B!.battle).toEqual(["TST-7382"]);
  });
});
