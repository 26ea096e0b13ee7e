import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-700 "Ember Squire" creature fire cost 3 power 3000',
  'XDM-702 "Tide Pup" creature water cost 1 power 1000',
  'XDM-830 "Catch Up" spell nature cost 2 : If your opponent has more cards in his mana zone than you have in yours, put the top card of your deck into your mana zone.',
  'XDM-831 "Homeward Tide" creature water cost 5 power 3000 : When you put this creature into the battle zone, return all your other creatures from the battle zone to your hand.',
].join("\n");

const run = (board: string, action: string) => resolveDuelMasters({ board, action, cards }).trace.final.areas;

describe("comparing two players' zones, and returning one's own creatures", () => {
  it("charges the top card only while the opponent has more mana", () => {
    const behind = run(
      "A: hand XDM-830, mana XDM-700, deck XDM-702 | B: mana XDM-700 XDM-702",
      "A casts XDM-830",
    );
    expect(behind.A!.mana).toEqual(["XDM-700", "XDM-702"]);
    const even = run(
      "A: hand XDM-830, mana XDM-700 XDM-700, deck XDM-702 | B: mana XDM-700 XDM-702",
      "A casts XDM-830",
    );
    expect(even.A!.mana).toEqual(["XDM-700", "XDM-700"]);
    expect(even.A!.deck).toEqual(["XDM-702"]);
  });

  it("returns its player's other creatures, not itself nor the opponent's", () => {
    const a = run("A: XDM-700 XDM-702, hand XDM-831 | B: XDM-700", "A summons XDM-831");
    expect(a.A!.battle).toEqual(["XDM-831"]);
    expect(a.A!.hand).toEqual(["XDM-700", "XDM-702"]);
    expect(a.B!.battle).toEqual(["XDM-700"]);
  });
});

describe("'for each civilization in your mana zone'", () => {
  const more = [
    cards,
    'XDM-832 "Prism Knight" creature light cost 5 power 1000 : This creature gets +1000 power for each civilization in your mana zone.',
    'XDM-833 "Wall Golem" creature water cost 4 power 3500 : Blocker.',
    'XDM-834 "Two Tone" creature light/darkness cost 2 power 1000',
  ].join("\n");
  const battle = (mana: string) =>
    resolveDuelMasters({
      board: `A: XDM-832, mana ${mana} | B: XDM-833, shield 1`,
      action: "A attacks B with XDM-832 blocked by XDM-833",
      cards: more,
    }).trace.final.areas;

  it("counts each civilization once, a multicolored card for each of its civilizations", () => {
    // Fire, water, light and darkness: 1000 + 4 x 1000 = 5000 beats 3500.
    expect(battle("XDM-700 XDM-702 XDM-834").B!.graveyard).toEqual(["XDM-833"]);
    // Three fire and water cards are 2 civilizations: 3000 loses to 3500.
    expect(battle("XDM-700 XDM-700 XDM-702").A!.graveyard).toEqual(["XDM-832"]);
  });
});
