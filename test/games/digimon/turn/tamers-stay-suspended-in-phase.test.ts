/**
 * "[Opponent's Turn] While you have a [X] in play, your opponent's Tamers don't unsuspend during
 * their unsuspend phase": they stay suspended through that phase (6-2-1), and only while the
 * named Digimon is there. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-74016",
    "[Opponent's Turn] While you have a [Dark Lord] in play, your opponent's Tamers don't unsuspend during their unsuspend phase.",
    tamerOf("Purple"),
  ),
  testCard("TST-74017", "", { name: "Dark Lord", level: 5, dp: 7000 }),
  testCard("TST-74018", "", tamerOf("Blue")),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("Tamers that don't unsuspend during their unsuspend phase", () => {
  it("the opponent's Tamer stays suspended; their Digimon unsuspend", () => {
    const t = run(
      "turn A | A: TST-74016 TST-74017 | B: TST-74018(sus) GEN-203(sus)",
      "A ends the turn; B starts the turn",
    );
    expect(t.final.areas.B!.battle).toEqual(["TST-74018(sus)", "GEN-203"]);
  });

  it("without the named Digimon, the Tamer unsuspends as usual", () => {
    const t = run(
      "turn A | A: TST-74016 GEN-104 | B: TST-74018(sus) GEN-203(sus)",
      "A ends the turn; B starts the turn",
    );
    expect(t.final.areas.B!.battle).toEqual(["TST-74018", "GEN-203"]);
  });
});
