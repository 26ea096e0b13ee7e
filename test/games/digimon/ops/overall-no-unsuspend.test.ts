/**
 * "All of your opponent's Digimon with 5000 DP or less don't unsuspend during their next unsuspend
 * phase": overall processing with a condition, checked when that phase comes (15-11-2-3; official
 * Q&A): a Digimon brought down to 5000 DP afterwards stays suspended, a stronger one unsuspends.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-76003",
    "[On Play] During your opponent's next unsuspend phase, all of your opponent's Digimon with 5000 DP or less don't unsuspend.",
    { playCost: 3 },
  ),
  testCard(
    "TST-76004",
    "[On Play] 1 of your opponent's Digimon gets -8000 DP until the end of your opponent's turn.",
    {
      playCost: 3,
    },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const suspended = (t: ReturnType<typeof run>, card: string) =>
  t.final.details?.B?.find((d) => d.card.startsWith(card))?.suspended;

describe("an overall 'don't unsuspend' with a DP condition", () => {
  const board =
    "turn A | A: memory 6, hand TST-76003 TST-76004 | B: GEN-106(sus) GEN-205(sus) GEN-104(sus), deck 3";
  const action = "A plays TST-76003; A plays TST-76004; A ends the turn; B starts the turn";

  it("keeps a Digimon down to 3000 DP by then suspended, though it had 11000 when the effect ran", () => {
    const t = run(board, action, "target GEN-106");
    expect(suspended(t, "GEN-106")).toBe(true);
    expect(suspended(t, "GEN-104")).toBe(true);
    expect(suspended(t, "GEN-205")).toBeFalsy();
  });
});
