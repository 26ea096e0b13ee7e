import { describe, expect, it } from "vitest";
import { compileDmText } from "../../../src/games/duel-masters/compiler/compile.ts";
import { dmCard } from "../../../src/games/duel-masters/cards.ts";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-800 "Reef Guard" creature water cost 4 power 4000 : Blocker.',
  'XDM-801 "Tide Pup" creature water cost 1 power 1000',
  'XDM-802 "Drake Banner" creature fire cost 4 power 2000 : Each armored dragon in the battle zone gets +2000 power.',
  'XDM-803 "Scale Drake" creature fire cost 5 power 3000 race "Armored Dragon"',
  'XDM-804 "Current Captain" creature water cost 5 power 3000 : Your other water creatures in the battle zone can\'t be blocked.',
  'XDM-805 "Fog Lane" spell water cost 2 : Choose one of your creatures in the battle zone. It can\'t be blocked this turn.',
  'XDM-806 "Misprint Scout" creature water cost 2 power 1000 : When this creature is put into battle zone, draw a card.',
  'XDM-807 "Jealous Sprite" creature water cost 2 power 1000 : When you put another creature into the battle zone, destroy this creature.',
  'XDM-808 "Blade Chorus" creature fire cost 6 power 5000 : Each creature in the battle zone has "slayer."',
].join("\n");

const run = (board: string, action: string) => resolveDuelMasters({ board, action, cards }).trace;

describe("static abilities aimed at a named group of creatures", () => {
  it("'each armored dragon in the battle zone gets +2000 power' reaches a dragon only while the card is there", () => {
    const battle = (board: string) =>
      run(`A: ${board} | B: XDM-800, shield 2`, "A attacks B with XDM-803 blocked by XDM-800").final.areas;
    // 3000 + 2000 = 5000 beats the blocker's 4000; 3000 alone loses.
    expect(battle("XDM-803 XDM-802").B!.graveyard).toEqual(["XDM-800"]);
    expect(battle("XDM-803").A!.graveyard).toEqual(["XDM-803"]);
  });

  it("the opponent's dragons get the bonus too: the group names no side", () => {
    const after = run("A: XDM-800 XDM-802 | B: XDM-803(tap)", "A attacks XDM-803 with XDM-800").final.areas;
    // The defending dragon has 3000 + 2000 = 5000 against the attacker's 4000.
    expect(after.A!.graveyard).toEqual(["XDM-800"]);
    expect(after.B!.graveyard).toEqual([]);
  });

  it("'your other water creatures can't be blocked' refuses the block, but not for the creature itself", () => {
    expect(() =>
      run("A: XDM-804 XDM-801 | B: XDM-800, shield 2", "A attacks B with XDM-801 blocked by XDM-800"),
    ).toThrow(/can't be blocked/);
    const own = run("A: XDM-804 | B: XDM-800, shield 2", "A attacks B with XDM-804 blocked by XDM-800");
    expect(own.final.areas.A!.graveyard).toEqual(["XDM-804"]);
  });

  it("'each creature in the battle zone has slayer' gives it to both sides, itself included", () => {
    const after = run(
      "A: XDM-801 XDM-808 | B: XDM-800, shield 2",
      "A attacks B with XDM-801 blocked by XDM-800",
    ).final.areas;
    expect(after.A!.graveyard).toEqual(["XDM-801"]);
    expect(after.B!.graveyard).toEqual(["XDM-800"]);
  });
});

describe("effects and printed variants around them", () => {
  it("'choose one of your creatures. It can't be blocked this turn' lasts for the attack that follows", () => {
    expect(() =>
      run(
        "A: XDM-801, hand XDM-805 | B: XDM-800, shield 2",
        "A casts XDM-805; A attacks B with XDM-801 blocked by XDM-800",
      ),
    ).toThrow(/can't be blocked/);
  });

  it("reads 'when this creature is put into battle zone' as the entering trigger", () => {
    const after = run("A: hand XDM-806, deck XDM-801 XDM-801#b", "A summons XDM-806").final.areas;
    expect(after.A!.hand).toEqual(["XDM-801"]);
  });

  it("'when you put another creature into the battle zone, destroy this creature' watches its own side only", () => {
    expect(run("A: XDM-807, hand XDM-801", "A summons XDM-801").final.areas.A!.graveyard).toEqual([
      "XDM-807",
    ]);
    expect(run("A: XDM-807, hand XDM-801", "A summons XDM-801").final.areas.A!.battle).toEqual(["XDM-801"]);
  });

  it("does not take an effect sentence for a static one", () => {
    const def = dmCard({ code: "X", name: "X", type: "Spell", civilizations: [] });
    compileDmText('Tap all creatures in the battle zone that don\'t have "blocker."', def);
    expect(def.keywordStatics ?? []).toEqual([]);
  });
});
