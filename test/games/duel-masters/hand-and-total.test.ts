import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-700 "Ember Squire" creature fire cost 3 power 3000',
  'XDM-701 "Reef Guard" creature water cost 4 power 4000 : Blocker.',
  'XDM-702 "Tide Pup" creature water cost 1 power 1000',
  'XDM-703 "Murk Imp" creature darkness cost 1 power 1000',
  'XDM-810 "Prying Hands" spell darkness cost 3 : Look at your opponent\'s hand and choose a card from it. Your opponent discards that card.',
  'XDM-811 "Weighed Blast" spell fire cost 5 : Destroy any number of your opponent\'s creatures that have total power 4000 or less.',
].join("\n");

const run = (board: string, action: string, choices?: string) =>
  resolveDuelMasters({ board, action, cards, ...(choices ? { choices } : {}) }).trace.final.areas;

describe("choosing from the opponent's hand, and destroying up to a total power", () => {
  it("the caster picks the card the opponent discards", () => {
    const b = run(
      "A: hand XDM-810 | B: hand XDM-700 XDM-701 XDM-702",
      "A casts XDM-810",
      "target XDM-701",
    ).B!;
    expect(b.graveyard).toEqual(["XDM-701"]);
    expect(b.hand).toEqual(["XDM-700", "XDM-702"]);
    const trace = resolveDuelMasters({
      board: "A: hand XDM-810 | B: hand XDM-700 XDM-701",
      action: "A casts XDM-810",
      cards,
    }).trace;
    expect(JSON.stringify(trace)).toContain("Player A: choose a card of the hand");
  });

  it("destroys the chosen creatures whose powers add up to the total or less, leaving out one that goes over", () => {
    const b = run(
      "A: hand XDM-811 | B: XDM-700 XDM-702 XDM-703 XDM-701, shield 1",
      "A casts XDM-811",
      "target XDM-700 XDM-702 XDM-703",
    ).B!;
    expect(b.graveyard).toEqual(["XDM-700", "XDM-702"]);
    expect(b.battle).toEqual(["XDM-703", "XDM-701"]);
  });
});
