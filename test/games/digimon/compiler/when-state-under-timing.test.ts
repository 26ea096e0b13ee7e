/**
 * "[End of Attack][Once Per Turn] When your opponent has no Digimon in play, ...": under a timing,
 * a state said with "When" is the effect's condition, read as "If" (as "When you have" already is).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-86091",
    "[End of Attack][Once Per Turn] When your opponent has no Digimon in play, gain 2 memory.",
    { dp: 5000 },
  ),
];
const reg = new CardRegistry([...bundledCards, ...CARDS]);
const go = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, reg).trace;

describe("'When your opponent has ...' under [End of Attack]", () => {
  it("gains the memory when the opponent has no Digimon at the end of the attack", () => {
    const t = go("turn A | A: TST-86091 | B: security 2", "A attacks B with TST-86091");
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("gains nothing while the opponent has a Digimon", () => {
    const t = go("turn A | A: TST-86091 | B: GEN-604(sus), security 2", "A attacks B with TST-86091");
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });
});
