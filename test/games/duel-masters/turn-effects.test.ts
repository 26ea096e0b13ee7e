import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-700 "Ember Squire" creature fire cost 3 power 3000',
  'XDM-702 "Tide Pup" creature water cost 1 power 1000',
  'XDM-770 "Ash Hatchling" creature fire cost 2 power 2000 race "Armored Dragon"',
  'XDM-772 "Bog Ghoul" creature darkness cost 2 power 2000 race "Living Dead"',
  'XDM-780 "Spell Echo" creature water cost 3 power 3000 : You can summon this creature only if you have cast a spell this turn.',
  'XDM-781 "Small Study" spell water cost 1 : Draw a card.',
  'XDM-782 "Root Guard" spell nature cost 2 : Whenever any of your creatures would be destroyed this turn, put it into your mana zone instead.',
  'XDM-783 "Kin Recall" creature water cost 3 power 1000 race "Liquid People" : Instead of having this creature attack, you may tap it to use its $tap ability. $tap Choose a race. Whenever one of your creatures of that race would be destroyed this turn, return it to your hand instead.',
  'XDM-784 "Doom Wave" spell darkness cost 5 : Destroy all creatures.',
].join("\n");

const run = (board: string, action: string, choices?: string) =>
  resolveDuelMasters({ board, action, cards, ...(choices ? { choices } : {}) }).trace.final.areas;

describe("'only if you have cast a spell this turn'", () => {
  it("refuses the summon before a spell and allows it after one", () => {
    expect(() => run("A: hand XDM-780 | B: deck 3", "A summons XDM-780")).toThrow(/cast a spell this turn/);
    const after = run(
      "A: hand XDM-781 XDM-780, deck XDM-702 XDM-700 | B: deck 3",
      "A casts XDM-781; A summons XDM-780",
    );
    expect(after.A!.battle).toEqual(["XDM-780"]);
  });

  it("forgets the spell once the turn has ended", () => {
    expect(() =>
      run(
        "A: hand XDM-781, deck XDM-702 XDM-700 | B: hand XDM-780 XDM-781, deck XDM-700 XDM-702",
        "A casts XDM-781; A ends the turn; B summons XDM-780",
      ),
    ).toThrow(/cast a spell this turn/);
  });
});

describe("replacements of destruction for the rest of the turn", () => {
  it("puts its player's destroyed creatures into the mana zone, not the opponent's, until the turn ends", () => {
    const a = run(
      "A: XDM-700, hand XDM-782 XDM-784 | B: XDM-702, deck 3",
      "A casts XDM-782; A casts XDM-784",
    );
    expect(a.A!.mana).toEqual(["XDM-700"]);
    expect(a.B!.graveyard).toEqual(["XDM-702"]);
  });

  it("returns only creatures of the chosen race to the hand", () => {
    const a = run(
      "A: XDM-783 XDM-770 XDM-772, hand XDM-784 | B: deck 3",
      "A taps XDM-783; A casts XDM-784",
      "target XDM-770",
    );
    expect(a.A!.hand).toEqual(["XDM-770"]);
    expect(a.A!.graveyard).toEqual(expect.arrayContaining(["XDM-772", "XDM-783", "XDM-784"]));
  });

  it("ends with the turn", () => {
    const a = run(
      "A: XDM-700, hand XDM-782 | B: hand XDM-784, deck 3",
      "A casts XDM-782; A ends the turn; B casts XDM-784",
    );
    expect(a.A!.graveyard).toContain("XDM-700");
    expect(a.A!.mana ?? []).toEqual([]);
  });
});
