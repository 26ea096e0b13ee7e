/**
 * An effect that digivolves a Tamer "as if the Tamer is a level 4 red Digimon": the Tamer meets
 * requirements as that Digimon, and the digivolution is a Digimon's, so [When Digivolving] and
 * "when one of your Digimon digivolves" effects trigger (official Q&A), unlike a Tamer that
 * digivolves as itself.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const BY_PLACING =
  "[Hand] [Main] By placing 1 [Alpha Test] and [Beta Test] from your trash under 1 of your [Tamer Test]s, digivolve it into this card as if that card is a level 4 red Digimon for a digivolution cost of 3. [When Digivolving] Gain 1 memory.";
const MAY_PLACE =
  "[Main] You may place 2 cards with [Hybrid] in their traits from your trash under this Tamer in any order to digivolve it into an [Omega Test] in your hand for its digivolution cost as if this Tamer is a level 5 red Digimon.";
const PLACE_AND =
  "[Hand] [Main] Place 1 [Alpha Test] and 1 [Beta Test] from your trash under 1 of your [Tamer Test] cards in any order and digivolve into this card as if the Tamer is a level 4 red Digimon for the digivolution cost.";
const CARDS = [
  testCard("TST-83001", BY_PLACING, { level: 5, digivolve: [{ level: 4, color: "Red", cost: 4 }] }),
  testCard("TST-83002", "", { name: "Alpha Test" }),
  testCard("TST-83003", "", { name: "Beta Test" }),
  { ...testCard("TST-83004", "", tamerOf("Blue")), name: "Tamer Test" },
  testCard("TST-83005", "[Your Turn] When one of your Digimon digivolves, gain 1 memory.", tamerOf("Green")),
  testCard("TST-83006", MAY_PLACE, tamerOf("Blue")),
  testCard("TST-83007", "", {
    name: "Omega Test",
    level: 6,
    digivolve: [{ level: 5, color: "Red", cost: 2 }],
  }),
  testCard("TST-83008", "", { traits: ["Hybrid"] }),
  testCard(
    "TST-83010",
    "[Main] 1 of your Tamers with 2 or more cards under it may digivolve into [Omega Test] in the hand or trash, ignoring digivolution requirements and without paying the cost.",
    tamerOf("Red"),
  ),
  testCard("TST-83011", "", { name: "Omega Test", level: 6 }),
  testCard("TST-83009", PLACE_AND, { level: 5, digivolve: [{ level: 4, color: "Red", cost: 4 }] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a Tamer digivolving as if it were a Digimon", () => {
  it("reads the 'as if' as the level and colour the Tamer digivolves as", () => {
    const ops = JSON.stringify(compileText(BY_PLACING, { code: "TST-1" }).abilities[0]!.ops);
    expect(ops).toContain('"asDigimon":{"level":4,"color":"Red"}');
  });

  it("digivolves the Tamer the cards went under, for the fixed cost, and [When Digivolving] triggers", () => {
    const t = run(
      "turn A | A: TST-83004, hand TST-83001, trash TST-83002 TST-83003, memory 5",
      "A activates TST-83001",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-83001[TST-83004 TST-83002 TST-83003]"]);
    // 5 - 3 for the digivolution + 1 from [When Digivolving].
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("is a Digimon digivolving to 'when one of your Digimon digivolves' effects", () => {
    const t = run(
      "turn A | A: TST-83004 TST-83005, hand TST-83001, trash TST-83002 TST-83003, memory 5",
      "A activates TST-83001",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });

  it("'You may place ... under this Tamer to digivolve it': the Tamer digivolves for the cost of that level", () => {
    const t = run(
      "turn A | A: TST-83006, hand TST-83007, trash TST-83008 TST-83008#b, memory 5",
      "A activates TST-83006",
      "yes; target TST-83007",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-83007[TST-83006 TST-83008 TST-83008#b]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("once the cards are placed, the player may decline to digivolve (official Q&A)", () => {
    const t = run(
      "turn A | A: TST-83006, hand TST-83007, trash TST-83008 TST-83008#b, memory 5",
      "A activates TST-83006",
      "yes; skip",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-83006[TST-83008 TST-83008#b]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
  });

  it("'Place ... and digivolve into this card': what can be placed is, then that Tamer digivolves for its cost (1-3-2)", () => {
    const t = run(
      "turn A | A: TST-83004, hand TST-83009, trash TST-83002, memory 5",
      "A activates TST-83009",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-83009[TST-83004 TST-83002]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("'1 of your Tamers with 2 or more cards under it may digivolve': that Tamer, as itself, no Digimon digivolving", () => {
    const t = run(
      "turn A | A: TST-83010[TST-83008 TST-83008#b] TST-83005, trash TST-83011, memory 3",
      "A activates TST-83010",
      "target TST-83011",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-83011[TST-83010 TST-83008 TST-83008#b]", "TST-83005"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("a Tamer with too few cards under it can't", () => {
    const t = run("turn A | A: TST-83010[TST-83008], trash TST-83011, memory 3", "A activates TST-83010");
    expect(t.final.areas.A!.battle).toEqual(["TST-83010[TST-83008]"]);
  });
});
