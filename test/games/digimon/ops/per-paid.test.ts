/**
 * A cost of "up to N" and an effect counted by what it paid ("gain 1 memory for each card
 * trashed", "for each one, ...", "for every Tamer this effect suspended, ..."). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined, colors: ["Yellow" as const] };
const CARDS = [
  testCard(
    "TST-9701",
    "[On Play] By trashing up to 3 cards in your hand, gain 1 memory for each card trashed.",
  ),
  testCard(
    "TST-9702",
    "[On Play] By returning up to 2 Digimon cards from your trash to the bottom of the deck, for each one, all of your opponent's Digimon get -1000 DP for the turn.",
  ),
  testCard(
    "TST-9703",
    "[On Play] By suspending up to 2 of your yellow Tamers, for every Tamer this effect suspended, this Digimon gets +2000 DP for the turn.",
  ),
  testCard("TST-9704", "", tamer),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("reading a count of what the cost paid", () => {
  const read = (text: string) => compileText(text, {});

  it("needs an 'up to' cost and a verb that matches it", () => {
    expect(
      read("[On Play] By trashing up to 3 cards in your hand, <Draw 1> for each card trashed.").unread,
    ).toEqual([]);
    expect(
      read("[On Play] By trashing up to 3 cards in your hand, <Draw 1> for each card returned.").unread,
    ).toHaveLength(1);
    expect(
      read("[On Play] By trashing 3 cards in your hand, <Draw 1> for each card trashed.").unread,
    ).toHaveLength(1);
  });
});

describe("an effect counted by the cost paid", () => {
  it("gains a memory for each card the player chose to trash", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-9701 GEN-104 GEN-105 GEN-106, memory 0 | B: GEN-103",
      "A plays TST-9701",
      "yes; target GEN-104 GEN-106",
    );
    expect(t.final.areas.A!.hand).toEqual(["GEN-105"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("does nothing more when nothing was paid", () => {
    const t = run("turn A | A: GEN-103, hand TST-9701, memory 0 | B: GEN-103", "A plays TST-9701", "yes");
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("multiplies a DP change by the cards returned", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-9702, trash GEN-104 GEN-105, memory 3 | B: GEN-105",
      "A plays TST-9702",
      "yes; target GEN-104 GEN-105",
    );
    expect(t.final.areas.A!.deck).toHaveLength(2);
    expect(JSON.stringify(t.steps)).toMatch(/-2000 DP/);
  });

  it("counts the Tamers suspended", () => {
    const t = run(
      "turn A | A: TST-9704 TST-9704, hand TST-9703, memory 3 | B: GEN-103",
      "A plays TST-9703",
      "yes; target TST-9704 TST-9704",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-9704(sus)", "TST-9704(sus)", "TST-9703"]);
    expect(JSON.stringify(t.steps)).toMatch(/\+4000 DP/);
  });
});
