/**
 * Counted by what a cost of "up to N" placed: "By placing up to 2 Tamer cards from this Digimon's
 * digivolution cards as your bottom security cards, trash your opponent's top security card for
 * each card placed by this effect"; "By revealing up to 2 Tamer cards from your hand and placing all
 * of the revealed cards at the bottom of your deck in any order, <Draw 1> for each card placed".
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined, digivolve: [], playCost: 0 };
const CARDS = [
  readRecord("TST-72051", "Sender", {
    effect:
      "[Main] By placing up to 2 Tamer cards from this Digimon's digivolution cards as your bottom security cards, trash opponent's top security cards for each card placed by this effect.",
  }),
  readRecord("TST-72052", "Revealer", {
    effect:
      "[Main] By revealing up to 2 Tamer cards from your hand and placing all of the revealed cards at the bottom of your deck in any order, <Draw 1> for each card placed.",
  }),
  readRecord("TST-72053", "Tamer Card", tamer),
];
const { run } = recordRunner(CARDS);

describe("counted by the cards a cost placed", () => {
  it("2 Tamer cards to the security stack: 2 of the opponent's security cards trashed", () => {
    const t = run(
      "turn A | A: TST-72051[TST-72053 TST-72053 GEN-103] | B: security GEN-103 GEN-104 GEN-105",
      "A activates TST-72051",
      "yes; target TST-72053 TST-72053",
    );
    expect(t.final.areas.A!.security).toEqual(["TST-72053", "TST-72053"]);
    expect(t.final.areas.B!.security).toEqual(["GEN-105"]);
  });

  it("2 Tamer cards revealed and put under the deck: 2 drawn", () => {
    const t = run(
      "turn A | A: TST-72052, hand TST-72053 TST-72053 GEN-103, deck GEN-104 GEN-105",
      "A activates TST-72052",
      "yes; target TST-72053 TST-72053",
    );
    expect(t.final.areas.A!.hand).toEqual(["GEN-103", "GEN-104", "GEN-105"]);
  });
});
