/**
 * "Change the original DP of ... to N" (15-12-2): the original DP becomes N for the duration, DP
 * changes still count from it (official Q&A Q975), and the most recent change wins (15-12-2-3).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-2131",
    "[On Play] Change the original DP of 1 of your opponent's Digimon to 1000 for the turn.",
  ),
  testCard(
    "TST-2132",
    "[On Play] Change the original DP of 1 of your opponent's Digimon to 9000 until the end of your opponent's turn.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const dpOf = (board: string, action: string, choices = "") => {
  const f = resolveDigimon({ board, action, choices }, registry).trace.final;
  return Object.fromEntries(
    Object.values(f.details ?? {})
      .flat()
      .map((d) => [d.card, d.dp]),
  );
};

describe("changing the original DP", () => {
  it("sets the original DP and keeps the changes on top of it", () => {
    const d = dpOf("turn A; A: hand TST-2131, memory 5 | B: GEN-104(+2000)", "A plays TST-2131");
    expect(d["GEN-104(+2000)"] ?? d["GEN-104"]).toBe(3000);
  });

  it("lasts for its duration only", () => {
    const d = dpOf("turn A; A: hand TST-2131, memory 5 | B: GEN-104", "A plays TST-2131; A ends the turn");
    expect(d["GEN-104"]).toBe(5000);
    const longer = dpOf(
      "turn A; A: hand TST-2132, memory 5 | B: GEN-104",
      "A plays TST-2132; A ends the turn",
    );
    expect(longer["GEN-104"]).toBe(9000);
  });

  it("takes the most recent change when two apply", () => {
    const d = dpOf(
      "turn A; A: hand TST-2132 TST-2131, memory 10 | B: GEN-104",
      "A plays TST-2132; A plays TST-2131",
    );
    expect(d["GEN-104"]).toBe(1000);
    const other = dpOf(
      "turn A; A: hand TST-2132 TST-2131, memory 10 | B: GEN-104",
      "A plays TST-2131; A plays TST-2132",
    );
    expect(other["GEN-104"]).toBe(9000);
  });
});
