/**
 * "Digimon and/or Tamers": either kind, as "Digimon or Tamers" ("Unsuspend up to 2 Digimon and/or
 * Tamers", "For every 2 unsuspended Digimon and/or Tamers your opponent has in play, ..."). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-84040",
    "[On Play] For every 2 unsuspended Digimon and/or Tamers your opponent has in play, trash 1 card from the top of your opponent's security stack.",
  ),
  testCard("TST-84041", "", tamerOf("Green")),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string) =>
  resolveDigimon({ board, action: "A plays TST-84040", choices: "" }, registry).trace;

describe("'For every 2 unsuspended Digimon and/or Tamers your opponent has in play'", () => {
  it("an unsuspended Digimon and an unsuspended Tamer: 1 card trashed", () => {
    const t = run("turn A | A: hand TST-84040, memory 3 | B: GEN-203 TST-84041, security GEN-103 GEN-104");
    expect(t.final.areas.B!.security).toHaveLength(1);
  });

  it("a suspended one doesn't count: nothing trashed", () => {
    const t = run(
      "turn A | A: hand TST-84040, memory 3 | B: GEN-203(sus) TST-84041, security GEN-103 GEN-104",
    );
    expect(t.final.areas.B!.security).toHaveLength(2);
  });
});
