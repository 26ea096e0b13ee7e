/**
 * Digivolution cards the player picks ("Trash any 2 digivolution cards from your opponent's
 * Digimon") and counted from one end: compiled from template text, then resolved on boards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard as baseCard } from "../test-card.ts";

const testCard = (code: string, effect: string, extra: Partial<CardDef> = {}): CardDef =>
  baseCard(code, effect, { colors: ["Blue"], ...extra });

const opp = { side: "opponent", count: 1, filter: { category: "Digimon" } };

describe("compiling digivolution-card targets", () => {
  it("reads 'any N' from all or from one of the opponent's Digimon", () => {
    const ops = (t: string) => compileText(t, { code: "TST-1" }).abilities[0]!.ops;
    expect(ops("[On Play] Trash any 2 digivolution cards from your opponent's Digimon.")).toEqual([
      {
        op: "trashAnySources",
        n: 2,
        target: { side: "opponent", count: "all", filter: { category: "Digimon" } },
      },
    ]);
    expect(ops("[On Play] Trash any 1 digivolution card of 1 of your opponent's Digimon.")).toEqual([
      { op: "trashAnySources", n: 1, target: opp },
    ]);
    expect(
      ops("[On Play] Trash 2 digivolution cards from the bottom of 1 of your opponent's Digimon."),
    ).toEqual([{ op: "trashSources", n: 2, from: "bottom", target: opp }]);
  });
});

describe("compiling other players' cards", () => {
  it("reads both players' decks, 'they trash' and a draw written out in words", () => {
    const ops = (t: string) => compileText(t, { code: "TST-1" }).abilities[0]!.ops;
    expect(ops("[On Play] Trash the top 2 cards of both players' decks.")).toEqual([
      { op: "trashDeck", n: 2, who: "both" },
    ]);
    expect(
      ops("[On Play] If your opponent has 5 or more cards in their hand, they trash 1 card in their hand."),
    ).toEqual([
      {
        op: "if",
        cond: { is: "hand", side: "opponent", atLeast: 5 },
        then: [{ op: "trashHand", n: 1, who: "opponent" }],
      },
    ]);
    expect(ops("[On Play] If you have 3 or fewer cards in your hand, (Draw 1 card from your deck).")).toEqual(
      [{ op: "if", cond: { is: "hand", side: "you", atMost: 3 }, then: [{ op: "draw", n: 1 }] }],
    );
  });
});

const CARDS = [
  testCard("TST-501", "[On Play] Trash any 2 digivolution cards from your opponent's Digimon."),
  testCard("TST-502", "[On Play] Trash any 1 digivolution card of 1 of your opponent's Digimon."),
  testCard("TST-503", "[On Play] Trash the top 2 cards of both players' decks."),
  testCard(
    "TST-506",
    "[On Play] Suspend 1 of your opponent's Digimon, or 2 of your opponent's Digimon with 5000 DP or less.",
  ),
  testCard(
    "TST-507",
    "[On Play] Choose any number of your opponent's Digimon whose total DP adds up to 6000 or less and delete them.",
  ),
  testCard("TST-504", "[On Play] Both players draw 1 card from their decks."),
  testCard("TST-505", "[On Play] Trash all digivolution cards under 1 of your opponent's Digimon."),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("digivolution cards the player picks, on a board", () => {
  const board = "turn A | A: hand TST-501 TST-502, memory 3 | B: GEN-206[GEN-205 GEN-204] GEN-104[GEN-103]";

  it("trashes the chosen cards from under different Digimon at once", () => {
    const t = run(board, "A plays TST-501", "target GEN-204 GEN-103");
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-206[GEN-205]", "GEN-104"] });
    expect([...t.final.areas.B!.trash!].sort()).toEqual(["GEN-103", "GEN-204"]);
  });

  it("trashes from the middle of one chosen Digimon's stack", () => {
    const t = run(board, "A plays TST-502", "target GEN-206; target GEN-205");
    expect(t.final.areas.B).toMatchObject({
      battle: ["GEN-206[GEN-204]", "GEN-104[GEN-103]"],
      trash: ["GEN-205"],
    });
  });

  it("trashes from the top of both players' decks", () => {
    const t = run("turn A | A: hand TST-503, memory 3, deck 3 | B: deck 1", "A plays TST-503");
    expect(t.final.areas.A).toMatchObject({ deck: ["?"], trash: ["?", "?"] });
    expect(t.final.areas.B).toMatchObject({ deck: [], trash: ["?"] });
  });

  it("lets both players draw", () => {
    const t = run("turn A | A: hand TST-504, memory 3, deck 2 | B: deck 2", "A plays TST-504");
    expect(t.final.areas.A).toMatchObject({ hand: ["?"], deck: ["?"] });
    expect(t.final.areas.B).toMatchObject({ hand: ["?"], deck: ["?"] });
  });

  it("trashes all the digivolution cards of the chosen Digimon", () => {
    const t = run(board.replace("TST-501 TST-502", "TST-505"), "A plays TST-505");
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-206", "GEN-104[GEN-103]"] });
    expect(t.final.areas.B!.trash).toHaveLength(2);
  });

  it("does the option the player picks", () => {
    const b = "turn A | A: hand TST-506, memory 3 | B: GEN-203 GEN-204 GEN-206";
    const two = run(b, "A plays TST-506", "TST-506: yes");
    expect(two.final.areas.B!.battle).toEqual(["GEN-203(sus)", "GEN-204(sus)", "GEN-206"]);
    const one = run(b, "A plays TST-506", "TST-506: no; target GEN-206");
    expect(one.final.areas.B!.battle).toEqual(["GEN-203", "GEN-204", "GEN-206(sus)"]);
  });

  it("deletes chosen Digimon while their total DP fits", () => {
    const b = "turn A | A: hand TST-507, memory 3 | B: GEN-203 GEN-204 GEN-104";
    // 3000 first leaves 3000: neither 5000 DP Digimon fits any more.
    const first = run(b, "A plays TST-507");
    expect(first.final.areas.B).toMatchObject({ battle: ["GEN-204", "GEN-104"], trash: ["GEN-203"] });
    // 5000 first leaves 1000: nothing else fits.
    const other = run(b, "A plays TST-507", "target GEN-104");
    expect(other.final.areas.B).toMatchObject({ battle: ["GEN-203", "GEN-204"], trash: ["GEN-104"] });
  });
});
