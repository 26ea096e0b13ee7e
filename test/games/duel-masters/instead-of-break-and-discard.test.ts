import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-900 "Ash Reaper" creature darkness cost 5 power 5000 : Whenever this creature would break a shield, your opponent puts that shield into his graveyard instead.',
  'XDM-901 "Trap Ward" spell light cost 2 : Shield trigger. Destroy one of your opponent\'s creatures.',
  'XDM-902 "Lurking Imp" creature darkness cost 3 power 2000 : When this creature would be discarded from your hand during your opponent\'s turn, you may put it into the battle zone instead. When you put this creature into the battle zone, draw a card.',
  'XDM-903 "Mind Drain" spell darkness cost 3 : Your opponent discards a card at random from his hand.',
  'XDM-904 "Tide Pup" creature water cost 1 power 1000',
].join("\n");

const run = (board: string, action: string, choices?: string) =>
  resolveDuelMasters({ board, action, cards, ...(choices ? { choices } : {}) }).trace.final.areas;

describe("shields and discards replaced by the card's own text", () => {
  it("puts the shield into the graveyard instead of breaking it, so its Shield Trigger can't be used (113)", () => {
    const areas = run("A: XDM-900 | B: shield XDM-901, deck 3", "A attacks B with XDM-900");
    expect(areas.B!.graveyard).toEqual(["XDM-901"]);
    expect(areas.B!.hand ?? []).toEqual([]);
    expect(areas.A!.battle).toEqual(["XDM-900(tap)"]);
  });

  it("goes into the battle zone instead of the graveyard when discarded in the opponent's turn", () => {
    const b = run("A: hand XDM-903 | B: hand XDM-902, deck 3", "A casts XDM-903", "yes").B!;
    expect(b.battle).toEqual(["XDM-902"]);
    // Its entering ability drew a card.
    expect(b.hand).toHaveLength(1);
    const declined = run("A: hand XDM-903 | B: hand XDM-902, deck 3", "A casts XDM-903", "no").B!;
    expect(declined.graveyard).toEqual(["XDM-902"]);
  });

  it("is discarded as usual in its owner's own turn", () => {
    const spell = 'XDM-905 "Self Drain" spell darkness cost 1 : You discard a card at random from your hand.';
    const a = resolveDuelMasters({
      board: "A: hand XDM-905 XDM-902 | B: deck 3",
      action: "A casts XDM-905",
      cards: `${cards}\n${spell}`,
    }).trace.final.areas.A!;
    expect(a.graveyard).toEqual(expect.arrayContaining(["XDM-902"]));
    expect(a.battle ?? []).toEqual([]);
  });
});
