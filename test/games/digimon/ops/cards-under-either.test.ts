/**
 * "trash any 3 cards under 1 of your opponent's Digimon or Tamers": the cards under a Tamer count
 * (4-4-2); "1 of your opponent's Digimon or Tamers without cards under it": one with none.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-85301",
    "[Main] Trash any 2 cards under 1 of your opponent's Digimon or Tamers.",
    tamerOf("Blue"),
  ),
  testCard(
    "TST-85302",
    "[Main] 1 of your opponent's Digimon or Tamers without cards under it can't suspend until the end of their turn.",
    tamerOf("Blue"),
  ),
  testCard("TST-85303", "", tamerOf("Yellow")),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const text = (t: ReturnType<typeof run>) => t.steps.flatMap((s) => [s.text, ...(s.changes ?? [])]).join("\n");

describe("cards under a Digimon or a Tamer", () => {
  it("trashes the cards under the opponent's Tamer", () => {
    const t = run(
      "turn A | A: TST-85301 | B: TST-85303[GEN-103 GEN-203 GEN-303]",
      "A activates TST-85301",
      "target TST-85303, target GEN-103 GEN-203",
    );
    expect(t.final.areas.B!.battle).toEqual(["TST-85303[GEN-303]"]);
  });

  it("'without cards under it' passes over a Tamer with cards under it", () => {
    const t = run("turn A | A: TST-85302 | B: TST-85303[GEN-103] GEN-105", "A activates TST-85302");
    expect(text(t)).toContain("GEN-105");
    expect(text(t)).toMatch(/can't suspend/);
    expect(text(t)).not.toMatch(/TST-85303[^\n]*can't suspend/);
  });
});
