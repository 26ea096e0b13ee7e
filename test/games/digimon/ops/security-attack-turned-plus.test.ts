/**
 * "Change <Security Attack -> to <Security Attack +> on all of your Digimon": while it reaches a
 * Digimon, each <Security Attack -N> it has counts as +N, instance by instance (16-4; official Q&A).
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-93032",
    "[Your Turn] Change <Security Attack -> (This Digimon checks fewer security cards) to <Security Attack +> (This Digimon checks additional security cards) on all of your Digimon.",
    tamerOf("Yellow"),
  ),
  testCard("TST-93033", "<Security Attack -1>", { level: 4, dp: 9000 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action }, registry).trace;
const SECURITY = "security GEN-203 GEN-203 GEN-203";

describe("<Security Attack -> changed to <Security Attack +>", () => {
  it("checks one more card instead of one fewer", () => {
    const t = run(`turn A | A: TST-93032 TST-93033 | B: GEN-106, ${SECURITY}`, "A attacks B with TST-93033");
    expect(t.final.areas.B!.trash).toHaveLength(2);
  });

  it("checks one fewer without it", () => {
    const t = run(`turn A | A: TST-93033 | B: GEN-106, ${SECURITY}`, "A attacks B with TST-93033");
    expect(t.final.areas.B!.trash).toHaveLength(0);
  });
});
