import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-850 "Shell Warden" creature water cost 3 power 2000 : Blocker. While blocking, this creature gets +3000 power.',
  'XDM-851 "Ember Squire" creature fire cost 3 power 4000',
  'XDM-852 "Flame Hunter" creature nature cost 3 power 2000 : While battling a fire creature, this creature gets +4000 power.',
  'XDM-853 "Glow Scout" creature light cost 2 power 3000',
  'XDM-854 "Night Banner" creature darkness cost 4 power 1000 : During your opponent\'s turn, each of your other creatures gets +2000 power.',
  'XDM-855 "Tide Pup" creature water cost 1 power 1000',
  'XDM-856 "Deep Lurker" creature water cost 5 power 3000 : $metamorph This creature can\'t be attacked.',
  'XDM-857 "Surf Rider" creature water cost 4 power 3000 : Wave striker : power attacker +3000',
  'XDM-858 "Iron Idol" creature light cost 6 power 1000 : This creature wins all battles.',
  'XDM-861 "Foam Rider" creature water cost 3 power 2000 : Wave striker (reminder) $wave_striker When you put this creature into the battle zone, draw a card.',
  'XDM-859 "Cinder Charger" creature fire cost 4 power 3000 : This creature gets +2000 power and can attack untapped creatures.',
].join("\n");

const run = (board: string, action: string) => resolveDuelMasters({ board, action, cards }).trace.final.areas;

describe("statics that hold at some moments only", () => {
  it("gets its bonus while blocking, not while it is attacked", () => {
    // Blocking, Shell Warden has 5000 and beats the 4000 attacker.
    const blocked = run("A: XDM-851 | B: XDM-850, shield 2", "A attacks B with XDM-851 blocked by XDM-850");
    expect(blocked.A!.graveyard).toEqual(["XDM-851"]);
    expect(blocked.B!.battle).toEqual(["XDM-850(tap)"]);
    // Attacked while tapped, it has its printed 2000 and loses.
    const attacked = run("A: XDM-851 | B: XDM-850(tap), shield 2", "A attacks XDM-850 with XDM-851");
    expect(attacked.B!.graveyard).toEqual(["XDM-850"]);
  });

  it("gets its bonus only while it battles a creature of the named civilization", () => {
    const fire = run("A: XDM-852 | B: XDM-851(tap), shield 2", "A attacks XDM-851 with XDM-852");
    expect(fire.B!.graveyard).toEqual(["XDM-851"]);
    const light = run("A: XDM-852 | B: XDM-853(tap), shield 2", "A attacks XDM-853 with XDM-852");
    expect(light.A!.graveyard).toEqual(["XDM-852"]);
  });

  it("gives its bonus to the other creatures during the opponent's turn only", () => {
    // B attacks the tapped 1000 Tide Pup with a 3000 creature: during B's turn the pup has 3000, so both lose.
    const theirs = run(
      "A: XDM-854 XDM-855(tap) | B: XDM-853, shield 1",
      "A ends the turn; B attacks XDM-855 with XDM-853",
    );
    expect(theirs.A!.graveyard).toEqual(["XDM-855"]);
    expect(theirs.B!.graveyard).toEqual(["XDM-853"]);
    // In A's own turn the pup keeps 1000 and loses alone.
    const mine = run("A: XDM-854 XDM-855 | B: XDM-853(tap), shield 1", "A attacks XDM-853 with XDM-855");
    expect(mine.A!.graveyard).toEqual(["XDM-855"]);
    expect(mine.B!.graveyard ?? []).toEqual([]);
  });

  it("applies a Metamorph restriction only with 7 or more cards in the mana zone", () => {
    const seven = "A: XDM-851 | B: XDM-856(tap), mana 7, shield 1";
    expect(() => run(seven, "A attacks XDM-856 with XDM-851")).toThrow(/can't be attacked/);
    const six = run("A: XDM-851 | B: XDM-856(tap), mana 6, shield 1", "A attacks XDM-856 with XDM-851");
    expect(six.B!.graveyard).toEqual(["XDM-856"]);
  });

  it("gives Power Attacker under Wave Striker only with two other Wave Strikers in the battle zone", () => {
    // 3000 + 3000 beats the 5000 blocker only while the Wave Striker ability is on.
    const blockerCard = 'XDM-860 "Big Wall" creature water cost 5 power 5000 : Blocker.';
    const go = (board: string) =>
      resolveDuelMasters({
        board,
        action: "A attacks B with XDM-857#a blocked by XDM-860",
        cards: `${cards}\n${blockerCard}`,
      }).trace.final.areas;
    expect(go("A: XDM-857#a XDM-857#b XDM-857#c | B: XDM-860, shield 1").B!.graveyard).toEqual(["XDM-860"]);
    expect(go("A: XDM-857#a | B: XDM-860, shield 1").A!.graveyard).toEqual(["XDM-857#a"]);
  });

  it("wins all battles whatever the powers, and gets a permission with a power bonus (700.5)", () => {
    const idol = run("A: XDM-858 | B: XDM-851(tap), shield 1", "A attacks XDM-851 with XDM-858");
    expect(idol.B!.graveyard).toEqual(["XDM-851"]);
    expect(idol.A!.graveyard ?? []).toEqual([]);
    const charger = run("A: XDM-859 | B: XDM-851, shield 1", "A attacks XDM-851 with XDM-859");
    expect(charger.B!.graveyard).toEqual(["XDM-851"]);
  });

  it("reads '$wave_striker' abilities as Wave Striker abilities", () => {
    const three = run("A: XDM-857#a XDM-857#b, hand XDM-861, deck 3 | B: deck 3", "A summons XDM-861");
    expect(three.A!.hand).toHaveLength(1);
    const alone = run("A: XDM-857#a, hand XDM-861, deck 3 | B: deck 3", "A summons XDM-861");
    expect(alone.A!.hand ?? []).toHaveLength(0);
  });
});
