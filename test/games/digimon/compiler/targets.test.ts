/**
 * Digivolution cards the player picks ("Trash any 2 digivolution cards from your opponent's
 * Digimon") and counted from one end: compiled from template text, then resolved on boards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/ability.ts";
import { bundledCards } from "../../../../src/games/digimon/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/resolve-text.ts";

function testCard(code: string, effect: string): CardDef {
  const compiled = compileText(effect, { code });
  expect(compiled.unread).toEqual([]);
  return {
    code,
    name: `Test ${code}`,
    category: "Digimon",
    colors: ["Blue"],
    level: 3,
    dp: 3000,
    playCost: 0,
    digivolve: [],
    traits: [],
    abilities: compiled.abilities,
    inherited: [],
    security: [],
  };
}

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

const CARDS = [
  testCard("TST-501", "[On Play] Trash any 2 digivolution cards from your opponent's Digimon."),
  testCard("TST-502", "[On Play] Trash any 1 digivolution card of 1 of your opponent's Digimon."),
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
});
