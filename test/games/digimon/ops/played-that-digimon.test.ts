/**
 * "You may play 1 [X] from your hand without paying the cost. If you have a Tamer, that Digimon
 * gains <Rush> for the turn.": "that Digimon" is the one the sentence before played. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-74047",
    "[On Play] You may play 1 [Pup] from your hand without paying the cost. If you have a Tamer, that Digimon gains <Rush> for the turn.",
    { level: 4, dp: 5000, playCost: 3 },
  ),
  testCard("TST-74048", "", { name: "Pup", level: 3, dp: 3000, playCost: 3 }),
  testCard("TST-74049", "", tamerOf("Red")),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const rush = (t: ReturnType<typeof run>, card: string) =>
  t.final.details!.A!.find((d) => d.card === card)!.keywords.includes("<Rush>");

describe("'that Digimon' after a play", () => {
  it("the played Digimon gains <Rush> when the condition holds; the player's Digimon does not", () => {
    const t = run(
      "turn A | A: TST-74049, hand TST-74047 TST-74048, memory 5 | B: GEN-203",
      "A plays TST-74047",
      "yes",
    );
    expect(rush(t, "TST-74048")).toBe(true);
    expect(rush(t, "TST-74047")).toBe(false);
  });

  it("not without a Tamer", () => {
    const t = run("turn A | A: hand TST-74047 TST-74048, memory 5 | B: GEN-203", "A plays TST-74047", "yes");
    expect(rush(t, "TST-74048")).toBe(false);
  });
});
