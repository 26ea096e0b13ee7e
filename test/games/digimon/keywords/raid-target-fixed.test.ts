/**
 * "This Digimon's attack target can't change" holds against its own <Raid> as well (official Q&A):
 * the attack stays on the player.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard("TST-76008", "<Raid> [Your Turn] This Digimon's attack target can't change.", {
    level: 5,
    dp: 8000,
  }),
  testCard("TST-76009", "<Raid>", { level: 5, dp: 8000 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (attacker: string) =>
  resolveDigimon(
    {
      board: `turn A | A: ${attacker} | B: GEN-104, security 2`,
      action: `A attacks B with ${attacker}`,
      choices: "yes",
    },
    registry,
  ).trace;

describe("<Raid> on a Digimon whose attack target can't change", () => {
  it("does not switch the target: the opponent's Digimon survives", () => {
    const t = run("TST-76008");
    expect(t.final.areas.B?.battle).toEqual(["GEN-104"]);
  });

  it("switches it without that effect", () => {
    const t = run("TST-76009");
    expect(t.final.areas.B?.battle ?? []).toEqual([]);
  });
});
