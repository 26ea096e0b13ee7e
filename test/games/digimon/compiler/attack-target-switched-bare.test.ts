/**
 * "When attack target is switched": a record's wording without the article, the same event as
 * "When attack targets change" (a block switches the target, 12-1-7).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard("TST-86071", "[All Turns] When attack target is switched, gain 2 memory."),
  testCard("TST-86072", "<Blocker>", { dp: 6000 }),
];
const reg = new CardRegistry([...bundledCards, ...CARDS]);
const go = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, reg).trace;

describe("'When attack target is switched'", () => {
  it("triggers when a block switches the target, and not without one", () => {
    const board = "turn A | A: TST-86071 GEN-103 | B: TST-86072, security 2";
    const blocked = go(board, "A attacks B with GEN-103", "target TST-86072");
    expect(blocked.final.memory).toEqual({ player: "A", value: 2 });
    const open = go(board, "A attacks B with GEN-103", "no");
    expect(open.final.memory).toEqual({ player: "A", value: 0 });
  });
});
