/**
 * Several targets deleted together: "Delete 1 of your opponent's level 3 Digimon and 1 of
 * their level 4 Digimon", the same with the count said once, and "1 each of ... level 3 and
 * level 4 Digimon". Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-9801",
    "[On Play] Delete 1 of your opponent's level 3 Digimon, 1 of their level 4 Digimon, and 1 of their level 5 Digimon.",
  ),
  testCard("TST-9802", "[On Play] Delete 1 of your opponent's level 3 Digimon and level 4 Digimon."),
  testCard("TST-9803", "[On Play] Delete 1 each of your opponent's level 3 and level 4 Digimon."),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("reading several targets of one deletion", () => {
  const ops = (text: string) => compileText(text, {}).abilities[0]!.ops;
  const level = (l: number) => ({ side: "opponent", count: 1, filter: { level: l, category: "Digimon" } });

  it("reads each target, the count and player said once or each time", () => {
    const one = ops("[On Play] Delete 1 of your opponent's level 3 Digimon and level 4 Digimon.");
    expect(one).toEqual([{ op: "deleteEach", targets: [level(3), level(4)] }]);
    const each = ops("[On Play] Delete 1 each of your opponent's level 3 and level 4 Digimon.");
    expect(each).toEqual([{ op: "deleteEach", targets: [level(3), level(4)] }]);
  });

  it("leaves a single target to the plain deletion", () => {
    expect(ops("[On Play] Delete 1 of your opponent's level 3 Digimon and <Draw 1>.")[0]!.op).toBe("delete");
  });
});

describe("deleting several targets together", () => {
  const board = (code: string) =>
    `turn A | A: GEN-103, hand ${code}, memory 3 | B: GEN-103 GEN-203 GEN-104 GEN-105 GEN-106`;

  it("deletes one Digimon of each level", () => {
    const t = run(board("TST-9801"), "A plays TST-9801", "target GEN-203");
    expect(t.final.areas.B!.battle).toEqual(["GEN-103", "GEN-106"]);
    expect([...t.final.areas.B!.trash!].sort()).toEqual(["GEN-104", "GEN-105", "GEN-203"]);
  });

  it("deletes what there is when a level has no Digimon", () => {
    const t = run("turn A | A: GEN-103, hand TST-9802, memory 3 | B: GEN-104 GEN-106", "A plays TST-9802");
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-106"], trash: ["GEN-104"] });
  });

  it("reads '1 each of' the same way", () => {
    const t = run(board("TST-9803"), "A plays TST-9803");
    expect(t.final.areas.B!.battle).toEqual(["GEN-203", "GEN-105", "GEN-106"]);
  });
});
