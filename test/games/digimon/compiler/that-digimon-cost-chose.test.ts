/**
 * "By placing 1 card ... as any of your Digimon's bottom digivolution card, until your opponent's
 * turn ends, their effects can't return that Digimon to hands or decks": "that Digimon" is the one
 * the cost placed the card under.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const option = { category: "Option" as const, level: undefined, dp: undefined, digivolve: [], playCost: 0 };
const CARDS = [
  readRecord("TST-72021", "Shield Placer", {
    ...option,
    effect:
      "[Main] By placing 1 [Knight] trait card from your hand as any of your Digimon's bottom digivolution card, until your opponent's turn ends, their effects can't return that Digimon to hands or decks.",
  }),
  readRecord("TST-72022", "Knight Card", { traits: ["Knight"] }),
  readRecord("TST-72023", "Bouncer", {
    ...option,
    effect: "[Main] Return 1 of your opponent's Digimon to the hand.",
  }),
];
const { run } = recordRunner(CARDS);

describe("'that Digimon' after a cost that chose it", () => {
  it("protects the Digimon the card went under, not the other", () => {
    const t = run(
      "turn A | A: GEN-104 GEN-105, hand TST-72021 TST-72022 | B: GEN-103, hand TST-72023",
      "A uses TST-72021; A ends the turn; B uses TST-72023",
      "yes; target GEN-104; target GEN-104",
    );
    expect(t.final.areas.A!.battle).toContain("GEN-104[TST-72022]");
  });

  it("the other Digimon can still be returned", () => {
    const t = run(
      "turn A | A: GEN-104 GEN-105, hand TST-72021 TST-72022 | B: GEN-103, hand TST-72023",
      "A uses TST-72021; A ends the turn; B uses TST-72023",
      "yes; target GEN-104; target GEN-105",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-104[TST-72022]"]);
    expect(t.final.areas.A!.hand).toContain("GEN-105");
  });
});
