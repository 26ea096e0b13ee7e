/**
 * An attack an effect declares keeps to the attacker's restrictions (15-8-2): a Digimon that
 * "can't attack players" attacks a suspended Digimon if it can, and otherwise doesn't attack
 * (official Q&A on ST14-04).
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard("TST-87030", "[Your Turn] This Digimon can't attack players.", { level: 4, dp: 6000 }),
  testCard("TST-87031", "[On Play] 1 of your Digimon may attack."),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("an effect's attack by a Digimon that can't attack players", () => {
  it("does not attack the player", () => {
    const t = run("turn A | A: TST-87030, memory 3 | B: security 2", "A plays TST-87031", "target TST-87030");
    expect(t.final.areas.B!.security).toHaveLength(2);
    expect(t.final.areas.A!.battle).toContain("TST-87030");
  });

  it("attacks a suspended Digimon instead", () => {
    const t = run(
      "turn A | A: TST-87030, memory 3 | B: GEN-103(sus), security 2",
      "A plays TST-87031",
      "target TST-87030",
    );
    expect(t.final.areas.B!.trash).toContain("GEN-103");
    expect(t.final.areas.B!.security).toHaveLength(2);
  });
});
