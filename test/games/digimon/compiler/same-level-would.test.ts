/**
 * "When this Digimon has [X] or [Y] in its name and an effect would delete it or return it to your
 * hand or deck, you may trash 2 cards of the same level in this Digimon's digivolution cards to
 * prevent it from leaving play." (an inherited immediate-type effect, 15-8-5).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const SAVE =
  "[All Turns] When this Digimon has [Champion] or [Hero] in its name and an effect would delete it or return it to your hand or deck, you may trash 2 cards of the same level in this Digimon's digivolution cards to prevent it from leaving play.";
const saver = compileText(SAVE, { code: "TST-2312", part: "inherited" });
const BATTLE =
  "[All Turns] If this Digimon has [Champion] or [Hero] in its name and would be deleted in battle, you may trash 2 cards of the same level from this Digimon's digivolution cards to prevent the deletion.";
const guard = compileText(BATTLE, { code: "TST-2316", part: "inherited" });
const CARDS = [
  testCard("TST-2311", "", { name: "Champion Dragon", level: 5, dp: 7000 }),
  testCard("TST-2312", "", { level: 4, dp: 5000, inherited: saver.abilities }),
  testCard("TST-2313", "[On Play] Delete 1 of your opponent's Digimon."),
  testCard("TST-2314", "[On Play] Return 1 of your opponent's Digimon to the hand."),
  testCard("TST-2315", "", { name: "Plain Dragon", level: 5, dp: 7000 }),
  testCard("TST-2316", "", { level: 4, dp: 5000, inherited: guard.abilities }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("trashing digivolution cards of one level to stay", () => {
  it("reads the name condition, removal by an effect, and the same-level cost", () => {
    expect(saver.unread).toEqual([]);
    expect(saver.abilities[0]).toMatchObject({
      category: "immediate",
      would: { on: "leave", deletion: false, byEffect: true, filter: { nameIncludes: ["Champion", "Hero"] } },
      cost: [{ op: "moveCards", from: "sources", n: 2, sameLevel: true, to: "trash" }],
    });
  });

  it("an effect's deletion: the card itself and another of its level go, the Digimon stays", () => {
    const t = run("turn A main; A: hand TST-2313 | B: TST-2311[TST-2312 GEN-104]", "A plays TST-2313", "yes");
    expect(t.final.areas.B!.battle).toEqual(["TST-2311"]);
    expect(t.final.areas.B!.trash).toEqual(["TST-2312", "GEN-104"]);
  });

  it("a return to the hand by an effect is prevented too", () => {
    const t = run("turn A main; A: hand TST-2314 | B: TST-2311[TST-2312 GEN-104]", "A plays TST-2314", "yes");
    expect(t.final.areas.B!.battle).toEqual(["TST-2311"]);
    expect(t.final.areas.B!.hand ?? []).toEqual([]);
  });

  it("two cards of different levels can't pay it, so the Digimon is deleted", () => {
    const t = run("turn A main; A: hand TST-2313 | B: TST-2311[TST-2312 GEN-103]", "A plays TST-2313", "yes");
    expect(t.final.areas.B!.battle).toEqual([]);
    expect(t.final.areas.B!.trash).toContain("TST-2311");
  });

  it("with two levels to choose from, the first card chosen settles the level", () => {
    const t = run(
      "turn A main; A: hand TST-2313 | B: TST-2311[TST-2312 GEN-104 GEN-103 GEN-103]",
      "A plays TST-2313",
      "yes; target GEN-103",
    );
    expect(t.final.areas.B!.battle).toEqual(["TST-2311[TST-2312 GEN-104]"]);
    expect(t.final.areas.B!.trash).toEqual(["GEN-103", "GEN-103"]);
  });

  it("not while the Digimon lacks the names", () => {
    const t = run("turn A main; A: hand TST-2313 | B: TST-2315[TST-2312 GEN-104]", "A plays TST-2313", "yes");
    expect(t.final.areas.B!.battle).toEqual([]);
  });

  it("not for a deletion in battle, which no effect makes", () => {
    const t = run(
      "turn A main; A: GEN-106 | B: TST-2311(sus)[TST-2312 GEN-104]",
      "A attacks TST-2311 with GEN-106",
      "yes",
    );
    expect(t.final.areas.B!.battle).toEqual([]);
  });

  it("'If ... in its name and would be deleted in battle': the same kind of effect, for battle only", () => {
    expect(guard.unread).toEqual([]);
    expect(guard.abilities[0]).toMatchObject({
      category: "immediate",
      would: { on: "leave", inBattle: true },
    });
    const t = run(
      "turn A main; A: GEN-106 | B: TST-2311(sus)[TST-2316 GEN-104]",
      "A attacks TST-2311 with GEN-106",
      "yes",
    );
    expect(t.final.areas.B!.battle).toEqual(["TST-2311(sus)"]);
    expect(t.final.areas.B!.trash).toEqual(["TST-2316", "GEN-104"]);
  });
});
