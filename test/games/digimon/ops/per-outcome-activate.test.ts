/**
 * "Suspend all of your yellow Tamers. For each Tamer you suspend this way, activate the following
 * effect: ・...": the effect below activates once for each Tamer the step before suspended, each
 * time with its own target (official Q&A); a Tamer already suspended is not suspended this way.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-94040",
    "[On Play] Suspend all of your yellow Tamers. For each Tamer you suspend this way, activate the following effect:・1 of your opponent's Digimon gets -4000 DP for the turn.",
  ),
  testCard("TST-94041", "", tamerOf("Yellow")),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const dpOf = (t: ReturnType<typeof run>, card: string) =>
  t.final.details?.B?.find((d) => d.card.startsWith(card))?.dp;

describe("'For each Tamer you suspend this way, activate the following effect'", () => {
  it("two Tamers suspended: two activations, each on its own Digimon", () => {
    const t = run(
      "turn A | A: TST-94041 TST-94041, hand TST-94040, memory 3 | B: GEN-105 GEN-205",
      "A plays TST-94040",
      "target GEN-105; target GEN-205",
    );
    expect(dpOf(t, "GEN-105")).toBe(3000);
    expect(dpOf(t, "GEN-205")).toBe(3000);
  });

  it("a Tamer already suspended does not count", () => {
    const t = run(
      "turn A | A: TST-94041 TST-94041(sus), hand TST-94040, memory 3 | B: GEN-105 GEN-205",
      "A plays TST-94040",
      "target GEN-105; target GEN-205",
    );
    expect(dpOf(t, "GEN-105")).toBe(3000);
    expect(dpOf(t, "GEN-205")).toBe(7000);
  });
});
