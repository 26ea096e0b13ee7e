/**
 * "one of your [X] or Digimon with the [Y] trait": a Digimon named [X], or one with the trait.
 */
import { describe, expect, it } from "vitest";
import { recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const option = { category: "Option" as const, level: undefined, dp: undefined, playCost: 0 };
const CARDS = [
  testCard(
    "TST-70050",
    "[All Turns] When one of your [Test TST-70051] or Digimon with the [Dark] trait would leave the battle area, by deleting this Digimon, prevent 1 of those Digimon from leaving.",
    { level: 4, dp: 4000 },
  ),
  testCard("TST-70051", ""),
  testCard("TST-70052", "", { traits: ["Dark"] }),
  testCard("TST-70053", "[Main] Delete 1 of your opponent's Digimon.", option),
];
const { run } = recordRunner(CARDS);

const deleting = (target: string) =>
  run(
    `turn A | A: GEN-103, hand TST-70053, memory 3 | B: TST-70050 ${target}`,
    "A uses TST-70053",
    `target ${target}; yes`,
  ).final.areas.B!.battle;

describe("'[X] or Digimon with the [Y] trait'", () => {
  it("covers the named Digimon and the one with the trait", () => {
    expect(deleting("TST-70051")).toEqual(["TST-70051"]);
    expect(deleting("TST-70052")).toEqual(["TST-70052"]);
  });

  it("covers no other Digimon", () => {
    expect(deleting("GEN-103")).toEqual(["TST-70050"]);
  });
});
