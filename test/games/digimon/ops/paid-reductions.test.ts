/**
 * Immediate-type cost changes (15-8-5) counted by what their own cost paid: "by deleting 1 of your
 * Digimon, reduce the play cost by the deleted Digimon's play cost", "by returning up to 3 cards
 * ..., reduce the digivolution cost by 1 for each returned card", "When digivolving into this card,
 * by suspending up to 2 Tamers, for each Tamer suspended by this effect, reduce ...".
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/index.ts";
import { testCard as baseCard } from "../test-card.ts";

const testCard = (code: string, effect: string, extra: Partial<CardDef> = {}): CardDef =>
  baseCard(code, effect, { level: 4, dp: 5000, playCost: 5, ...extra });
const tamer = { category: "Tamer" as const, level: undefined, dp: undefined, playCost: 2 };

const OWN_PLAY =
  "When this card would be played, by deleting 1 of your Digimon with [Pawn] in its name, reduce the play cost by the deleted Digimon's play cost.";
const OTHER_PLAY =
  "[Your Turn] When a card with [Tester] in its traits would be played, by deleting 1 of your Digimon with [Pawn] in its name, reduce the play cost by the play cost of the deleted Digimon.";

const CARDS = [
  testCard("TST-501", OWN_PLAY, { playCost: 9 }),
  testCard("TST-502", "", { name: "Pawn Fighter", playCost: 3 }),
  testCard("TST-503", "", { name: "Pawn Knight", playCost: 6 }),
  testCard("TST-504", OTHER_PLAY, tamer),
  testCard("TST-505", "", { traits: ["Tester"], playCost: 8 }),
  testCard(
    "TST-506",
    "When you would digivolve into this card, by returning up to 3 cards with [Tester] in their traits from your trash to the top of your deck, reduce the digivolution cost by 1 for each returned card.",
    { digivolve: [{ level: 3, color: "Red", cost: 5 }] },
  ),
  testCard("TST-507", "", { level: 3, dp: 3000, traits: ["Tester"] }),
  testCard(
    "TST-508",
    "When digivolving into this card, by suspending up to 2 Tamers, for each Tamer suspended by this effect, reduce the digivolution cost by 2.",
    { digivolve: [{ level: 3, color: "Red", cost: 5 }] },
  ),
  testCard("TST-509", "", tamer),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a play cost reduced by the play cost of the Digimon the cost deleted", () => {
  it("reads the wording both ways, and only after a cost that deletes one Digimon", () => {
    for (const text of [OWN_PLAY, OTHER_PLAY])
      expect(compileText(text).abilities[0]!.ops).toEqual([{ op: "reduceCost", n: 0, byPaid: "playCost" }]);
    const r = compileText(
      "When this card would be played, by suspending this Digimon, reduce the play cost by the deleted Digimon's play cost.",
    );
    expect(r.unread).toHaveLength(1);
  });

  it("reduces by the deleted Digimon's own play cost (15-8-5-2)", () => {
    const small = run("turn A | A: TST-502, hand TST-501, memory 9", "A plays TST-501");
    expect(small.final.areas.A).toMatchObject({ battle: ["TST-501"], trash: ["TST-502"] });
    expect(small.final.memory).toEqual({ player: "A", value: 3 });
    const big = run("turn A | A: TST-503, hand TST-501, memory 9", "A plays TST-501");
    expect(big.final.memory).toEqual({ player: "A", value: 6 });
  });

  it("pays the full cost when there is no Digimon to delete, or the player declines", () => {
    const none = run("turn A | A: GEN-103, hand TST-501, memory 9", "A plays TST-501");
    expect(none.final.memory).toEqual({ player: "A", value: 0 });
    const no = run("turn A | A: TST-503, hand TST-501, memory 9", "A plays TST-501", "no");
    expect(no.final.areas.A!.battle).toContain("TST-503");
    expect(no.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("lets a Tamer reduce another card's play cost so", () => {
    const t = run("turn A | A: TST-504 TST-503, hand TST-505, memory 5", "A plays TST-505");
    expect(t.final.areas.A!.trash).toEqual(["TST-503"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });
});

describe("a digivolution cost reduced for each card or Tamer the cost took", () => {
  it("reduces by 1 for each card returned, however many were there", () => {
    const two = run(
      "turn A | A: TST-507, hand TST-506, trash TST-507#a TST-507#b, memory 5",
      "A digivolves TST-507 into TST-506",
      "target TST-507 TST-507",
    );
    expect(two.final.areas.A!.trash).toEqual([]);
    // Cost 5, reduced by 2; then the digivolution draws 1 of the returned cards.
    expect(two.final.memory).toEqual({ player: "A", value: 2 });
    const none = run(
      "turn A | A: TST-507, hand TST-506, deck 1, memory 5",
      "A digivolves TST-507 into TST-506",
    );
    expect(none.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("reduces by 2 for each Tamer suspended, whoever's Tamer it is", () => {
    const t = run(
      "turn A | A: TST-507 TST-509, hand TST-508, deck 1, memory 5 | B: TST-509",
      "A digivolves TST-507 into TST-508",
      "target TST-509 TST-509",
    );
    expect(t.final.areas.A!.battle).toContain("TST-509(sus)");
    expect(t.final.areas.B!.battle).toEqual(["TST-509(sus)"]);
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
    const one = run(
      "turn A | A: TST-507 TST-509, hand TST-508, deck 1, memory 5",
      "A digivolves TST-507 into TST-508",
    );
    expect(one.final.memory).toEqual({ player: "A", value: 2 });
  });
});
