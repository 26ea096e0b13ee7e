/**
 * "with the same orientation as this Digimon": suspended when this Digimon is, unsuspended when
 * it is not (4-13-1) — on a made-up card whose line the compiler reads.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-80020",
    "[When Attacking] Delete 1 of your opponent's Digimon with the same orientation as this Digimon.",
    { level: 5, dp: 7000 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("the same orientation as this Digimon", () => {
  it("is suspended while this attacking Digimon is", () => {
    const t = run(
      "turn A | A: TST-80020 | B: GEN-203 GEN-204(sus), security 1",
      "A attacks B with TST-80020",
    );
    expect(t.final.areas.B!.trash).toContain("GEN-204");
    expect(t.final.areas.B!.battle).toContain("GEN-203");
  });

  it("deletes none when no opponent's Digimon shares it", () => {
    const t = run("turn A | A: TST-80020 | B: GEN-203, security 1", "A attacks B with TST-80020");
    expect(t.final.areas.B!.battle).toContain("GEN-203");
  });
});
