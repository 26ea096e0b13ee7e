/**
 * Counts that move an effect's maximum before its choice (15-15-4): "For each of this Digimon's
 * face-down digivolution cards, add 1 to this effect's play cost maximum" inside a reveal.
 * "For each of your [X]'s digivolution cards in the breeding area" and "For every 2 [X] in your trash
 * or your Digimon's digivolution cards" (both places added). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-84001",
    "[When Digivolving] Reveal the top 3 cards of your deck. You may play 1 play cost 4 or lower [DM] trait card among them without paying the cost. For each of this Digimon's face-down digivolution cards, add 1 to this effect's play cost maximum. Return the rest to the bottom of the deck.",
    { level: 5, dp: 7000, playCost: 0, digivolve: [{ level: 4, color: "Red", cost: 1 }] },
  ),
  testCard("TST-84002", "", { level: 4, dp: 5000, playCost: 6, traits: ["DM"] }),
  testCard(
    "TST-84003",
    "[On Play] Return 1 of your opponent's play cost 4 or lower Digimon to the bottom of the deck. For each of your [Mother Eater]'s digivolution cards in the breeding area, add 1 to this effect's play cost maximum.",
  ),
  testCard("TST-84004", "", { name: "Mother Eater", level: 4, dp: 5000 }),
  testCard(
    "TST-84005",
    "[On Play] You may play 1 level 3 or lower Digimon card with [Negamon] in its text from your hand without paying the cost. For every 2 [Negamon] in your trash or your Digimon's digivolution cards, add 1 to this effect's level maximum.",
  ),
  testCard("TST-84006", "", { name: "Negamon", level: 4, dp: 5000, playCost: 5 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("'For each ... face-down digivolution cards, add 1 to this effect's play cost maximum' in a reveal", () => {
  it("two face-down cards let a play cost 6 card be played", () => {
    const t = run(
      "turn A | A: GEN-104[GEN-203(down) GEN-303(down)], hand TST-84001, deck GEN-106 TST-84002 GEN-103 GEN-105, memory 3 | B: GEN-203",
      "A digivolves GEN-104 into TST-84001",
      "yes",
    );
    expect(t.final.areas.A!.battle).toContain("TST-84002");
  });

  it("one face-down card leaves the maximum at 5: the card stays in the deck", () => {
    const t = run(
      "turn A | A: GEN-104[GEN-203(down) GEN-303], hand TST-84001, deck GEN-106 TST-84002 GEN-103 GEN-105, memory 3 | B: GEN-203",
      "A digivolves GEN-104 into TST-84001",
      "yes",
    );
    expect(t.final.areas.A!.battle).not.toContain("TST-84002");
  });
});

describe("'For each of your [X]'s digivolution cards in the breeding area, add 1 to this effect's play cost maximum'", () => {
  it("two cards under [Mother Eater] in the breeding area raise 4 to 6", () => {
    const t = run(
      "turn A | A: breeding TST-84004[GEN-002 GEN-103], hand TST-84003, memory 3 | B: GEN-105",
      "A plays TST-84003",
    );
    expect(t.final.areas.B!.deck).toEqual(["GEN-105"]);
  });

  it("[Mother Eater] in the battle area counts nothing", () => {
    const t = run(
      "turn A | A: TST-84004[GEN-002 GEN-103], hand TST-84003, memory 3 | B: GEN-105",
      "A plays TST-84003",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-105"]);
  });
});

describe("'For every 2 [X] in your trash or your Digimon's digivolution cards, add 1 to this effect's level maximum'", () => {
  it("one in the trash and one under a Digimon add 1: a level 4 [Negamon] is played", () => {
    const t = run(
      "turn A | A: GEN-104[TST-84006], trash TST-84006, hand TST-84005 TST-84006, memory 3 | B: GEN-203",
      "A plays TST-84005",
      "yes",
    );
    expect(t.final.areas.A!.battle).toContain("TST-84006");
  });

  it("one alone adds nothing", () => {
    const t = run(
      "turn A | A: GEN-104, trash TST-84006, hand TST-84005 TST-84006, memory 3 | B: GEN-203",
      "A plays TST-84005",
      "yes",
    );
    expect(t.final.areas.A!.battle).not.toContain("TST-84006");
  });
});

const OUTCOME_CARDS: CardDef[] = [
  testCard(
    "TST-84007",
    "[On Play] Trash 2 cards in your hand. Then, delete 1 of your opponent's level 3 or lower Digimon. For each card trashed by this effect, add 1 to the level this effect may choose.",
  ),
  testCard(
    "TST-84008",
    "[On Play] Trash cards in your hand until it has 1 left. Then, play 1 7000 DP or lower Digimon card from your trash without paying the cost. For each card this effect trashed, remove 2000 from this effect's DP maximum.",
  ),
];
const outcomeRegistry = new CardRegistry([...bundledCards, ...OUTCOME_CARDS]);
const runOutcome = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, outcomeRegistry).trace;

describe("'For each card trashed by this effect, add 1 to the level this effect may choose'", () => {
  it("two cards trashed first: a level 5 Digimon can be deleted", () => {
    const t = runOutcome(
      "turn A | A: hand TST-84007 GEN-103 GEN-203, memory 3 | B: GEN-105",
      "A plays TST-84007",
    );
    expect(t.final.areas.A!.trash).toHaveLength(2);
    expect(t.final.areas.B!.trash).toEqual(["GEN-105"]);
  });

  it("one card trashed: level 4 at most, the level 5 Digimon stays", () => {
    const t = runOutcome("turn A | A: hand TST-84007 GEN-103, memory 3 | B: GEN-105", "A plays TST-84007");
    expect(t.final.areas.A!.trash).toEqual(["GEN-103"]);
    expect(t.final.areas.B!.battle).toEqual(["GEN-105"]);
  });
});

describe("'Trash cards in your hand until it has 1 left' and 'For each card this effect trashed, remove 2000 from this effect's DP maximum'", () => {
  it("nothing trashed: the 7000 DP Digimon is played from the trash", () => {
    const t = runOutcome(
      "turn A | A: hand TST-84008 GEN-103, trash GEN-105, memory 3 | B: GEN-203",
      "A plays TST-84008",
    );
    expect(t.final.areas.A!.hand).toEqual(["GEN-103"]);
    expect(t.final.areas.A!.battle).toContain("GEN-105");
  });

  it("one trashed: 5000 DP at most, the 7000 DP Digimon stays in the trash", () => {
    const t = runOutcome(
      "turn A | A: hand TST-84008 GEN-103 GEN-203, trash GEN-105, memory 3 | B: GEN-203",
      "A plays TST-84008",
    );
    expect(t.final.areas.A!.hand).toHaveLength(1);
    expect(t.final.areas.A!.battle).not.toContain("GEN-105");
    expect(t.final.areas.A!.trash).toContain("GEN-105");
  });
});

const ONE_HOST: CardDef[] = [
  testCard(
    "TST-84060",
    "[Main] By suspending this Tamer. You may play 1 Digimon card with a play cost of 3 or less from your hand without paying the cost. For each digivolution card under 1 of your [Mother D-Reaper], add 1 to the maximum play cost you may play with this effect.",
    tamerOf("Purple"),
  ),
  testCard("TST-84061", "", { name: "Mother D-Reaper", level: 6, dp: 12000 }),
];
const oneHostRegistry = new CardRegistry([...bundledCards, ...ONE_HOST]);
const runOneHost = (board: string) =>
  resolveDigimon({ board, action: "A activates TST-84060", choices: "yes" }, oneHostRegistry).trace;

describe("'By suspending this Tamer. You may ...' (a cost ended by a period) and 'For each digivolution card under 1 of your [X]'", () => {
  it("the [X] with the most cards counts: 2 under it make a play cost 5 Digimon playable", () => {
    const t = runOneHost(
      "turn A | A: TST-84060 TST-84061[GEN-103] TST-84061#b[GEN-103 GEN-203], hand GEN-104, memory 3 | B: GEN-203",
    );
    expect(t.final.areas.A!.battle).toContain("GEN-104");
  });

  it("the cards under two of them are not added: 1 and 1 leave 4", () => {
    const t = runOneHost(
      "turn A | A: TST-84060 TST-84061[GEN-103] TST-84061#b[GEN-203], hand GEN-104, memory 3 | B: GEN-203",
    );
    expect(t.final.areas.A!.hand).toEqual(["GEN-104"]);
  });
});
