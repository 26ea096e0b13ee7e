/**
 * "All of your [X] can't be deleted": a protection (15-8-2) with no cause named, so it keeps the
 * card from every deletion: by an effect (its owner's too), in battle, and at 0 DP, which rules
 * processing then leaves on the field (17-1-3-1-1).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard, testOption } from "../test-card.ts";

const CARDS = [
  testCard("TST-86031", "[All Turns] All of your [Guarded One] can't be deleted.", { level: 5, dp: 6000 }),
  testCard("TST-86032", "", { ...tamerOf("Yellow"), name: "Guarded One" }),
  testCard("TST-86033", "", { name: "Guarded One", dp: 4000 }),
  testOption("TST-86034", "[Main] Delete 1 of your opponent's Tamers."),
  testOption("TST-86035", "[Main] 1 of your opponent's Digimon gets -5000 DP for the turn."),
];
const reg = new CardRegistry([...bundledCards, ...CARDS]);
const go = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, reg).trace;

describe("'All of your [X] can't be deleted'", () => {
  it("keeps the named Tamer from an opponent's deleting effect", () => {
    const t = go("turn A | A: GEN-103, hand TST-86034 | B: TST-86031 TST-86032", "A uses TST-86034");
    expect(t.final.areas.B!.battle).toEqual(["TST-86031", "TST-86032"]);
  });

  it("is needed: without it the Tamer is deleted", () => {
    const t = go("turn A | A: GEN-103, hand TST-86034 | B: TST-86032", "A uses TST-86034");
    expect(t.final.areas.B!.trash).toEqual(["TST-86032"]);
  });

  it("keeps a named Digimon that loses a battle", () => {
    const t = go("turn A | A: GEN-105 | B: TST-86031 TST-86033(sus)", "A attacks TST-86033 with GEN-105");
    expect(t.final.areas.B!.battle).toContain("TST-86033(sus)");
  });

  it("keeps a named Digimon at 0 DP through rules processing", () => {
    const t = go(
      "turn A | A: GEN-103, hand TST-86035 | B: TST-86031 TST-86033",
      "A uses TST-86035",
      "target TST-86033",
    );
    expect(t.final.areas.B!.battle).toContain("TST-86033");
    expect(t.final.details?.B?.find((d) => d.card === "TST-86033")?.dp).toBe(0);
  });

  it("does not keep a Digimon of another name", () => {
    const t = go(
      "turn A | A: GEN-103, hand TST-86035 | B: TST-86031 GEN-104",
      "A uses TST-86035",
      "target GEN-104",
    );
    expect(t.final.areas.B!.trash).toEqual(["GEN-104"]);
  });
});
