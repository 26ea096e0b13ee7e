import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-830 "Hive Caller" creature nature cost 4 power 3000 race "Giant Insect" : When you put this creature into the battle zone, search your deck. You may take a stone beetle from your deck, show that stone beetle to your opponent, and put it into your hand. Then shuffle your deck.',
  'XDM-831 "Pebble Beetle" creature nature cost 2 power 2000 race "Stone Beetle"',
  'XDM-832 "Moss Cub" creature nature cost 2 power 1000 race "Beast Folk"',
  'XDM-833 "Gear Finder" creature water cost 3 power 2000 : When you put this creature into the battle zone, you may return a cross gear from your mana zone to your hand.',
  'XDM-834 "Spanner Arm" cross-gear water cost 2',
  'XDM-835 "Deep Dredge" spell nature cost 3 : Return a creature that costs 6 or more from your mana zone to your hand.',
  'XDM-836 "Titan Egg" creature nature cost 7 power 9000',
  'XDM-837 "Wall Breaker" creature fire cost 4 power 3000 : When you put this creature into the battle zone, destroy one of your opponent\'s creatures that has "blocker." Then put the top card of your deck into your mana zone.',
  'XDM-838 "Reef Guard" creature water cost 4 power 6000 : Blocker.',
  'XDM-839 "Gift Sprite" creature light cost 2 power 3000 : When this creature is put into battle zone, your opponent draws a card.',
  'XDM-840 "Peek Owl" creature light cost 2 power 1000 : When you put this creature into the battle zone, look at your opponent\'s shields. Then put them back where they were.',
  'XDM-841 "Crowd Tax" spell water cost 3 : When you cast this spell, if your opponent has 3 or more creatures in the battle zone, draw 3 cards.',
  'XDM-842 "Dawn Cut" spell darkness cost 3 : Destroy one of your opponent\'s untapped light or untapped nature creatures.',
  'XDM-843 "Glow Scout" creature light cost 2 power 2000',
  'XDM-844 "Mind Drain" spell darkness cost 5 : Your opponent discards all cards from his hand.',
  'XDM-845 "Ebb Tide" spell water cost 4 : Choose one of your opponent\'s non-evolution creatures in the battle zone and return it to his hand. Then he discards a card at random from his hand.',
  'XDM-846 "Root Wall" spell nature cost 2 : Add a card from your mana zone to your shields face down.',
  'XDM-847 "Culling Bell" creature darkness cost 5 power 5000 : When you put this creature into the battle zone, destroy the creature that has the lowest power in the battle zone. If there\'s a tie, you choose from among the tied creatures.',
  'XDM-848 "Tide Pup" creature water cost 1 power 1000',
].join("\n");

const run = (board: string, action: string, choices?: string) =>
  resolveDuelMasters({ board, action, cards, ...(choices ? { choices } : {}) }).trace;

describe("card nouns and small templates of printed text", () => {
  it("searches the deck for a creature named by its race only", () => {
    const a = run("A: hand XDM-830, deck XDM-832 XDM-831 | B: deck 3", "A summons XDM-830", "target XDM-831")
      .final.areas.A!;
    expect(a.hand).toEqual(["XDM-831"]);
    expect(a.deck).toEqual(["XDM-832"]);
    // The Beast Folk is not offered, whatever the script names.
    const other = run("A: hand XDM-830, deck XDM-832 | B: deck 3", "A summons XDM-830", "target XDM-832")
      .final.areas.A!;
    expect(other.hand ?? []).toEqual([]);
    expect(other.deck).toEqual(["XDM-832"]);
  });

  it("returns a Cross Gear, not a creature, from the mana zone", () => {
    const a = run("A: hand XDM-833, mana XDM-832 XDM-834 | B: deck 3", "A summons XDM-833").final.areas.A!;
    expect(a.hand).toEqual(["XDM-834"]);
    expect(a.mana).toEqual(["XDM-832"]);
  });

  it("returns only a creature that costs 6 or more", () => {
    const a = run("A: hand XDM-835, mana XDM-832 XDM-836 | B: deck 3", "A casts XDM-835").final.areas.A!;
    expect(a.hand).toEqual(["XDM-836"]);
  });

  it("reads a sentence that ends inside quotes: destroys a blocker, then charges the top card", () => {
    const t = run("A: hand XDM-837, deck XDM-832 | B: XDM-838 XDM-843, deck 3", "A summons XDM-837").final
      .areas;
    expect(t.B!.graveyard).toEqual(["XDM-838"]);
    expect(t.A!.mana).toEqual(["XDM-832"]);
  });

  it("makes the opponent draw, and looks at shields without moving them", () => {
    const b = run("A: hand XDM-839 | B: deck XDM-832 XDM-843", "A summons XDM-839").final.areas.B!;
    expect(b.hand).toEqual(["XDM-832"]);
    const look = run("A: hand XDM-840 | B: shield 2", "A summons XDM-840");
    expect(JSON.stringify(look.steps)).toMatch(/looks at the opponent's shields/);
    expect(look.final.areas.B!.shield).toHaveLength(2);
  });

  it("reads 'when you cast this spell, if ...' as the spell's condition", () => {
    const three = run("A: hand XDM-841, deck 5 | B: XDM-843 XDM-843 XDM-843", "A casts XDM-841").final.areas
      .A!;
    expect(three.hand).toHaveLength(3);
    const two = run("A: hand XDM-841, deck 5 | B: XDM-843 XDM-843", "A casts XDM-841").final.areas.A!;
    expect(two.hand ?? []).toHaveLength(0);
  });

  it("destroys an untapped light or nature creature, never a tapped one", () => {
    const b = run("A: hand XDM-842 | B: XDM-843(tap) XDM-832, deck 3", "A casts XDM-842").final.areas.B!;
    expect(b.graveyard).toEqual(["XDM-832"]);
  });

  it("discards the opponent's whole hand; returns a creature and then 'he' discards at random", () => {
    const b = run("A: hand XDM-844 | B: hand XDM-832 XDM-843", "A casts XDM-844").final.areas.B!;
    expect(b.hand ?? []).toEqual([]);
    expect(b.graveyard).toEqual(["XDM-832", "XDM-843"]);
    const bounce = run("A: hand XDM-845 | B: XDM-843", "A casts XDM-845").final.areas.B!;
    expect(bounce.battle ?? []).toEqual([]);
    expect(bounce.graveyard).toEqual(["XDM-843"]);
  });

  it("adds a card from the mana zone to the shields", () => {
    const a = run("A: hand XDM-846, mana XDM-832, shield 1 | B: deck 3", "A casts XDM-846").final.areas.A!;
    expect(a.mana ?? []).toEqual([]);
    expect(a.shield).toHaveLength(2);
  });

  it("destroys the creature with the lowest power, its player choosing among tied ones", () => {
    const one = run("A: hand XDM-847 XDM-843 | B: XDM-848 XDM-836, deck 3", "A summons XDM-847").final.areas
      .B!;
    expect(one.graveyard).toEqual(["XDM-848"]);
    const tie = run(
      "A: XDM-832, hand XDM-847 | B: XDM-848 XDM-836, deck 3",
      "A summons XDM-847",
      "target XDM-832",
    ).final.areas;
    // Moss Cub and Tide Pup both have 1000: the script picks the Moss Cub, so the Tide Pup stays.
    expect(tie.A!.graveyard).toEqual(["XDM-832"]);
    expect(tie.B!.battle).toEqual(["XDM-848", "XDM-836"]);
  });
});
