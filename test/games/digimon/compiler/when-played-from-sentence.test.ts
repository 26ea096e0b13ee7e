/**
 * "[On Play] ... When played from digivolution cards, ...": a later sentence of an [On Play]
 * effect that runs only when this card was played from digivolution cards, about the Digimon
 * the sentence before chose ("that Digimon"). A later sentence the reading would point at the
 * trigger's subject instead stays unread.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-901",
    "[On Play] 1 of your blue Digimon gains <Blocker> until the end of your opponent's turn. When played from digivolution cards, unsuspend that Digimon.",
    { colors: ["Blue"] },
  ),
  testCard(
    "TST-903",
    "[When Attacking] You may play 1 level 3 Digimon card from this Digimon's digivolution cards without paying the cost.",
    { level: 5, dp: 7000 },
  ),
  testCard("TST-904", "", { colors: ["Blue"], level: 4, dp: 5000 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const resolve = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a sentence of an [On Play] effect for a play from digivolution cards", () => {
  it("unsuspends the Digimon chosen before when played from digivolution cards", () => {
    const t = resolve(
      "turn A | A: TST-903[TST-901] TST-904(sus) | B: GEN-206(sus)",
      "A attacks GEN-206 with TST-903",
      "target TST-904",
    );
    expect(t.final.areas.A!.battle).toContain("TST-904");
    const hand = resolve(
      "turn A | A: hand TST-901, memory 3, TST-904(sus) | B: GEN-206",
      "A plays TST-901",
      "target TST-904",
    );
    expect(hand.final.areas.A!.battle).toContain("TST-904(sus)");
  });

  it("leaves unread a later sentence that would name the chosen Digimon as the trigger's subject", () => {
    const r = compileText(
      "[On Play] 1 of your blue Digimon gains <Jamming> for the turn. When played from digivolution cards, you may place 1 blue level 5 or lower Digimon card from your hand under that Digimon as its bottom digivolution card.",
      { code: "TST-1" },
    );
    expect(r.unread).toHaveLength(1);
  });
});
