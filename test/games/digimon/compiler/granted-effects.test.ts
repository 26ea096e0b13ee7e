/**
 * A persistent effect that gives quoted effects (15-8-2, 15-15-2): each Digimon it reaches
 * triggers the quoted effect as its own while it is reached, and not once it no longer is.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { executable } from "../../../../src/games/digimon/compiler/executable.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-801",
    '[All Turns] All level 3 Digimon gain "[When Attacking] Lose 1 memory."',
    tamerOf("Red"),
  ),
  testCard(
    "TST-802",
    "[Opponent's Turn] All of your opponent's Digimon gain \"[When Attacking] Gain 2 memory.\"",
    tamerOf("Blue"),
  ),
  testCard(
    "TST-803",
    "[Opponent's Turn] All of your opponent's Digimon gain \"[When Attacking] Trash the bottom digivolution card of this Digimon.\"",
    tamerOf("Black"),
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const resolve = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("effects given by a persistent effect", () => {
  it("reads the grant, an [On Deletion] one too", () => {
    const r = compileText('[All Turns] All level 3 Digimon gain "[When Attacking] Lose 1 memory."', {
      code: "TST-1",
    });
    expect(r.unread).toEqual([]);
    expect(executable([{ list: r.abilities }])).toEqual([]);
    const g = r.abilities[0]!.persistent!;
    expect(g.reach).toEqual({ side: "any", filter: { level: 3, category: "Digimon" } });
    expect(g.grants![0]).toMatchObject({
      effects: [{ timing: "whenAttacking", ops: [{ op: "memory", n: -1 }] }],
    });
    expect(
      compileText('[All Turns] All of your Digimon gain "[On Deletion] Gain 1 memory."', { code: "TST-1" })
        .unread,
    ).toEqual([]);
  });

  it("triggers the given effect on either player's Digimon it reaches, not on others", () => {
    const mine = resolve("turn A | A: TST-801 GEN-103, memory 3 | B: GEN-206", "A attacks B with GEN-103");
    expect(mine.final.memory).toEqual({ player: "A", value: 2 });
    const theirs = resolve("turn B | A: TST-801 | B: GEN-203, memory 3", "B attacks A with GEN-203");
    expect(theirs.final.memory).toEqual({ player: "B", value: 2 });
    const level4 = resolve("turn A | A: TST-801 GEN-104, memory 3 | B: GEN-206", "A attacks B with GEN-104");
    expect(level4.final.memory).toEqual({ player: "A", value: 3 });
    const none = resolve("turn A | A: GEN-103, memory 3 | B: GEN-206", "A attacks B with GEN-103");
    expect(none.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("gives the effect only in the turn the grant holds", () => {
    const held = resolve("turn B | A: TST-802 | B: GEN-203, memory 3", "B attacks A with GEN-203");
    expect(held.final.memory).toEqual({ player: "B", value: 5 });
    const mine = resolve("turn A | A: TST-802 GEN-103, memory 3 | B: GEN-206", "A attacks B with GEN-103");
    expect(mine.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("trashes the bottom digivolution card of the Digimon that has the given effect", () => {
    const t = resolve(
      "turn B | A: TST-803 | B: GEN-105[GEN-104 GEN-103], memory 3",
      "B attacks A with GEN-105",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-105[GEN-104](sus)"]);
    expect(t.final.areas.B!.trash).toEqual(["GEN-103"]);
    const plain = resolve(
      "turn B | A: GEN-203 | B: GEN-105[GEN-104 GEN-103], memory 3",
      "B attacks A with GEN-105",
    );
    expect(plain.final.areas.B!.trash).toEqual([]);
  });
});
