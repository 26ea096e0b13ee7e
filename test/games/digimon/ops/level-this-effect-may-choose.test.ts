/**
 * "If [X] is in this Digimon's digivolution cards, add 1 to the level this effect may choose": the
 * play's level maximum raised by 1 (15-15-4) while the condition holds. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-74045",
    "[When Digivolving] You may play 1 level 3 or lower Digimon card from your trash without paying the cost. If [Boy Wonder] is in this Digimon's digivolution cards, add 1 to the level this effect may choose.",
    { level: 5, dp: 7000, digivolve: [{ level: 4, color: "Red", cost: 1 }] },
  ),
  testCard("TST-74046", "", { name: "Boy Wonder", level: 4, dp: 5000 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("'add 1 to the level this effect may choose'", () => {
  it("a level 4 card may be played when the named card is under it", () => {
    const t = run(
      "turn A | A: TST-74046, hand TST-74045, trash GEN-104, deck 3, memory 3 | B: GEN-203",
      "A digivolves TST-74046 into TST-74045",
      "yes",
    );
    expect(t.final.areas.A!.battle).toContain("GEN-104");
  });

  it("otherwise level 3 or lower only", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-74045, trash GEN-104, deck 3, memory 3 | B: GEN-203",
      "A digivolves GEN-104 into TST-74045",
      "yes",
    );
    expect(t.final.areas.A!.trash).toContain("GEN-104");
    expect(t.final.areas.A!.battle).toHaveLength(1);
  });
});
