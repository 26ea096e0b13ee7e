import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-700 "Ember Squire" creature fire cost 3 power 3000',
  'XDM-701 "Reef Guard" creature water cost 4 power 4000 : Blocker.',
  'XDM-702 "Tide Pup" creature water cost 1 power 1000',
  'XDM-703 "Murk Imp" creature darkness cost 1 power 1000',
  'XDM-760 "Tide Sounding" spell water cost 3 : Look at the top 3 cards of your deck. Put one of them into your hand, and put the rest on the bottom of your deck in any order.',
  'XDM-761 "Current Sift" spell water cost 4 : Reveal the top 3 cards of your deck. Put all water cards from among them into your hand and the rest into your graveyard.',
  'XDM-762 "Wall Call" spell light cost 2 : Reveal the top 3 cards of your deck. Put one of them that has "blocker" into your hand, and put the rest on the bottom of your deck in any order.',
].join("\n");

const cast = (spell: string, deck: string, choices?: string) =>
  resolveDuelMasters({
    board: `A: hand ${spell}, deck ${deck} | B: deck 5`,
    action: `A casts ${spell}`,
    cards,
    ...(choices ? { choices } : {}),
  }).trace.final.areas.A!;

describe("looking at or revealing the top cards of the deck and taking some", () => {
  it("takes the chosen one and puts the others under the deck", () => {
    const a = cast("XDM-760", "XDM-700 XDM-701 XDM-702 XDM-703", "target XDM-701");
    expect(a.hand).toEqual(["XDM-701"]);
    expect(a.deck).toEqual(["XDM-703", "XDM-700", "XDM-702"]);
  });

  it("takes every card of the named civilization and puts the rest into the graveyard", () => {
    const a = cast("XDM-761", "XDM-702 XDM-700 XDM-701 XDM-703");
    expect(a.hand).toEqual(["XDM-702", "XDM-701"]);
    expect(a.graveyard).toEqual(["XDM-700", "XDM-761"]);
    expect(a.deck).toEqual(["XDM-703"]);
  });

  it('takes only a card that has "blocker", and nothing when none of them has it', () => {
    expect(cast("XDM-762", "XDM-700 XDM-701 XDM-702").hand).toEqual(["XDM-701"]);
    const none = cast("XDM-762", "XDM-700 XDM-702 XDM-703");
    expect(none.hand ?? []).toEqual([]);
    expect(none.deck).toEqual(["XDM-700", "XDM-702", "XDM-703"]);
  });
});
