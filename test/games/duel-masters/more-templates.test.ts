import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-700 "Ember Squire" creature fire cost 3 power 3000',
  'XDM-701 "Reef Guard" creature water cost 4 power 4000 : Blocker.',
  'XDM-702 "Tide Pup" creature water cost 1 power 1000',
  'XDM-704 "Glow Scout" creature light cost 2 power 2000',
  'XDM-705 "Moss Cub" creature nature cost 2 power 1000',
  'XDM-790 "Bright Path" spell light cost 2 : Your light creatures can\'t be blocked this turn.',
  'XDM-791 "Round Trip" spell water cost 2 : Draw a card. After you cast this spell, put it into your mana zone instead of your graveyard.',
  'XDM-792 "Grim Weight" creature darkness cost 4 power 2000 : While this creature is in the battle zone, each of your opponent\'s tapped creatures in the battle zone gets -1000 power.',
  'XDM-793 "Still Air" spell light cost 3 : Tap all creatures in the battle zone that don\'t have "blocker."',
  'XDM-794 "Bone Digger" creature darkness cost 3 power 1000 : When this creature is put into your graveyard from the battle zone, you may return a creature from your mana zone to your hand.',
  'XDM-795 "Moss Keeper" creature nature cost 5 power 5000 : Whenever another of your nature creatures would be put into your graveyard from the battle zone, put it into your mana zone instead.',
  'XDM-796 "Destroy Wave" spell darkness cost 5 : Destroy all creatures.',
].join("\n");

const run = (board: string, action: string, choices?: string) =>
  resolveDuelMasters({ board, action, cards, ...(choices ? { choices } : {}) }).trace.final.areas;

describe("more printed templates", () => {
  it("'your light creatures can't be blocked this turn' reaches only its player's light creatures", () => {
    expect(() =>
      run(
        "A: XDM-704, hand XDM-790 | B: XDM-701, shield 1",
        "A casts XDM-790; A attacks B with XDM-704 blocked by XDM-701",
      ),
    ).toThrow(/can't be blocked/);
    const fire = run(
      "A: XDM-700, hand XDM-790 | B: XDM-701, shield 1",
      "A casts XDM-790; A attacks B with XDM-700 blocked by XDM-701",
    );
    expect(fire.A!.graveyard).toContain("XDM-700");
  });

  it("reads the printed Charger sentence as Charger", () => {
    const a = run("A: hand XDM-791, deck XDM-702 XDM-700 | B: deck 3", "A casts XDM-791");
    expect(a.A!.mana).toEqual(["XDM-791"]);
    expect(a.A!.hand).toEqual(["XDM-702"]);
  });

  it("'while this creature is in the battle zone, each of your opponent's tapped creatures gets -1000 power'", () => {
    // The tapped 1000 Tide Pup has 0 power and is destroyed; the untapped one stays.
    const b = run("A: XDM-792 | B: XDM-702(tap) XDM-702, shield 1", "A draws").B!;
    expect(b.graveyard).toEqual(["XDM-702"]);
    expect(b.battle).toEqual(["XDM-702"]);
  });

  it('taps only creatures that don\'t have "blocker"', () => {
    const a = run("A: hand XDM-793 | B: XDM-701 XDM-700, shield 1", "A casts XDM-793");
    expect(a.B!.battle).toEqual(["XDM-701", "XDM-700(tap)"]);
  });

  it("triggers when it is put into the graveyard from the battle zone", () => {
    const a = run(
      "A: XDM-794, mana XDM-702 | B: XDM-700, hand XDM-796, shield 1",
      "A ends the turn; B casts XDM-796",
    );
    expect(a.A!.hand).toContain("XDM-702");
  });

  it("puts its player's other nature creatures into the mana zone instead, but not itself or others", () => {
    const a = run("A: XDM-795 XDM-705 XDM-702, hand XDM-796 | B: deck 3", "A casts XDM-796");
    expect(a.A!.mana).toEqual(["XDM-705"]);
    expect(a.A!.graveyard).toEqual(expect.arrayContaining(["XDM-795", "XDM-702"]));
  });
});
