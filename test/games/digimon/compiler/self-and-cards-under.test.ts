/**
 * "By placing this Tamer and 1 [A] and 1 [B] from your trash in any order as one of your [X]'s
 * bottom digivolution cards, that Digimon may digivolve ...": the Tamer and both cards go under
 * the one Digimon chosen (4-8-1), the cost in full or not at all, and "that Digimon" is it.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/index.ts";
import { testCard, tamerOf } from "../test-card.ts";

const TAMER =
  "[Main] By placing this Tamer and 1 [Pebble Ash] and 1 [Pebble Dust] from your trash in any order as one of your [Pebble Base]'s bottom digivolution cards, that Digimon may digivolve into [Pebble Peak] in the hand for a digivolution cost of 2, ignoring its digivolution requirements.";

const CARDS: CardDef[] = [
  testCard("TST-681", TAMER, tamerOf("Red")),
  testCard("TST-682", "", { name: "Pebble Ash" }),
  testCard("TST-683", "", { name: "Pebble Dust" }),
  testCard("TST-684", "", { name: "Pebble Base", level: 3 }),
  testCard("TST-685", "", { name: "Pebble Peak", level: 6, dp: 12000, digivolve: [] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("this Tamer and two cards from the trash under one Digimon", () => {
  it("reads the other wording of the host too", () => {
    const other = TAMER.replace(
      "in any order as one of your [Pebble Base]'s bottom digivolution cards",
      "as the bottom digivolution cards of 1 of your [Pebble Base]",
    );
    expect(compileText(other).unread).toEqual([]);
  });

  it("places all three under the chosen Digimon, which then digivolves for 2", () => {
    const t = run(
      "turn A | A: TST-681 GEN-103 TST-684, hand TST-685, trash TST-682 TST-683, memory 3, deck 2",
      "A activates TST-681",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-103", "TST-685[TST-684 TST-681 TST-682 TST-683]"]);
    expect(t.final.areas.A!.trash).toEqual([]);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("can't be activated when one of the two cards is missing from the trash (15-8-4-2)", () => {
    expect(() =>
      run(
        "turn A | A: TST-681 TST-684, hand TST-685, trash TST-682, memory 3, deck 2",
        "A activates TST-681",
      ),
    ).toThrow(/its cost can't be paid \(player A lacks one of the cards it names in the trash\)/);
  });
});
