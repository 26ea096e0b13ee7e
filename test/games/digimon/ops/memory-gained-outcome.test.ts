/**
 * "If you gain 2 or more memory by this effect, ...": how far the step before moved the memory
 * marker toward the player (4-1-4); and "unsuspend this Digimon and it gains <Piercing>": "it" is
 * this Digimon, the only one named.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-94020",
    "[On Play] You may suspend 1 of your Digimon. Then, gain 1 memory for each of your suspended Digimon. If you gain 2 or more memory by this effect, unsuspend this Digimon and it gains <Piercing> for the turn.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const self = (t: ReturnType<typeof run>) => t.final.details?.A?.find((d) => d.card.startsWith("TST-94020"));

describe("'If you gain 2 or more memory by this effect'", () => {
  it("two memory gained: this Digimon unsuspends and gains <Piercing>", () => {
    const t = run(
      "turn A | A: GEN-104(sus), hand TST-94020, memory 3 | B: GEN-103",
      "A plays TST-94020",
      "yes; target TST-94020",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
    expect(self(t)?.suspended).toBe(false);
    expect(self(t)?.keywords).toContain("<Piercing>");
  });

  it("one memory gained: nothing more", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-94020, memory 3 | B: GEN-103",
      "A plays TST-94020",
      "yes; target TST-94020",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
    expect(self(t)?.suspended).toBe(true);
    expect(self(t)?.keywords).not.toContain("<Piercing>");
  });
});
