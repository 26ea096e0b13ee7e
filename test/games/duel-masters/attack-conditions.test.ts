import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-870 "Horn Charger" creature fire cost 4 power 3000 : Whenever this creature attacks a creature, this creature gets +3000 power until the end of the turn.',
  'XDM-871 "Ember Squire" creature fire cost 3 power 5000',
  'XDM-872 "Sky Lancer" creature light cost 5 power 5000 : Whenever this creature attacks, destroy one of your opponent\'s creatures that has less power than it.',
  'XDM-873 "Tide Pup" creature water cost 1 power 1000',
  'XDM-874 "Reef Guard" creature water cost 6 power 6000',
  'XDM-875 "Shy Sprite" creature light cost 3 power 2000 : Whenever you put another creature into the battle zone, return this creature from the battle zone to your hand.',
  'XDM-876 "Recall Sage" creature water cost 5 power 4000 : When you put this creature into the battle zone, return one of your creatures that costs 4 or less from the battle zone to your hand.',
  'XDM-877 "Grudge Imp" creature darkness cost 4 power 2000 : When you put this creature into the battle zone, your opponent discards a card at random from his hand for each other darkness creature you have in the battle zone.',
  'XDM-878 "Bog Ghoul" creature darkness cost 2 power 2000',
  'XDM-879 "Tally Wisp" spell water cost 3 : You may draw a card for each of your opponent\'s tapped creatures in the battle zone.',
  'XDM-880 "Mana Colossus" creature nature cost 7 power 1000 : This creature gets +1000 power for each card in all mana zones.',
].join("\n");

const run = (board: string, action: string, choices?: string) =>
  resolveDuelMasters({ board, action, cards, ...(choices ? { choices } : {}) }).trace.final.areas;

describe("conditions on attacks and counted effects", () => {
  it("gets its bonus when it attacks a creature, not when it attacks a player", () => {
    const creature = run("A: XDM-870 | B: XDM-871(tap), shield 1", "A attacks XDM-871 with XDM-870");
    expect(creature.B!.graveyard).toEqual(["XDM-871"]);
    expect(creature.A!.graveyard ?? []).toEqual([]);
    // Attacking the player, there is no battle: a shield is broken.
    const player = run("A: XDM-870 | B: XDM-871, shield 1, deck 2", "A attacks B with XDM-870");
    expect(player.B!.hand).toHaveLength(1);
  });

  it("destroys only a creature with less power than the attacker", () => {
    const b = run("A: XDM-872 | B: XDM-873 XDM-874, shield 1", "A attacks B with XDM-872").B!;
    expect(b.graveyard).toEqual(["XDM-873"]);
    expect(b.battle).toEqual(["XDM-874"]);
  });

  it("returns itself from the battle zone when another creature comes in", () => {
    const a = run("A: XDM-875, hand XDM-873 | B: deck 2", "A summons XDM-873").A!;
    expect(a.hand).toEqual(["XDM-875"]);
  });

  it("returns only a creature that costs 4 or less", () => {
    const a = run("A: XDM-874 XDM-873, hand XDM-876 | B: deck 2", "A summons XDM-876").A!;
    expect(a.hand).toEqual(["XDM-873"]);
    expect(a.battle).toEqual(expect.arrayContaining(["XDM-874", "XDM-876"]));
  });

  it("discards one card for each other darkness creature", () => {
    const b = run(
      "A: XDM-878 XDM-878 XDM-873, hand XDM-877 | B: hand XDM-873 XDM-874 XDM-871",
      "A summons XDM-877",
    ).B!;
    expect(b.hand).toHaveLength(1);
    expect(b.graveyard).toHaveLength(2);
  });

  it("lets a spell's player decline 'you may', and counts the opponent's tapped creatures", () => {
    const board = "A: hand XDM-879, deck 5 | B: XDM-873(tap) XDM-874(tap) XDM-871";
    expect(run(board, "A casts XDM-879", "yes").A!.hand).toHaveLength(2);
    expect(run(board, "A casts XDM-879", "no").A!.hand ?? []).toHaveLength(0);
  });

  it("counts the cards of every mana zone", () => {
    // 1000 + 3 x 1000 = 4000 beats the 2000 Bog Ghoul; with no mana it has 1000 and loses.
    const three = run(
      "A: XDM-878, mana XDM-873 | B: XDM-880(tap), mana XDM-873 XDM-873, shield 1",
      "A attacks XDM-880 with XDM-878",
    );
    expect(three.A!.graveyard).toEqual(["XDM-878"]);
    expect(three.B!.graveyard ?? []).toEqual([]);
    const none = run("A: XDM-878 | B: XDM-880(tap), shield 1", "A attacks XDM-880 with XDM-878");
    expect(none.B!.graveyard).toEqual(["XDM-880"]);
  });
});
