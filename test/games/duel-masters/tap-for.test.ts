import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-890 "Signal Tower" creature water cost 5 power 3000 : Each of your water creatures may tap instead of attacking to use this creature\'s ability. : Draw a card.',
  'XDM-891 "Tide Pup" creature water cost 1 power 1000',
  'XDM-892 "Ember Squire" creature fire cost 3 power 3000',
  'XDM-893 "Spark Rifle" cross-gear fire cost 2 : Instead of having the crossed creature attack, you may tap it to use this Tap ability. $tap_ability Destroy one of your opponent\'s creatures that has power 2000 or less.',
  'XDM-894 "Quiet Scout" creature fire cost 3 power 2000 : Silent skill (reminder) $silent_skill Each of your other creatures in the battle zone can attack untapped creatures this turn.',
  'XDM-895 "Reef Guard" creature water cost 4 power 2000',
].join("\n");

const run = (board: string, action: string) => resolveDuelMasters({ board, action, cards }).trace;

describe("tapping one creature to use another card's tap ability (DM-T6)", () => {
  it("lets a creature of the named civilization tap for the ability, and refuses one of another", () => {
    const t = run("A: XDM-890 XDM-891, deck 3 | B: shield 1", "A taps XDM-891 for XDM-890");
    expect(t.final.areas.A!.hand).toHaveLength(1);
    expect(t.final.areas.A!.battle).toEqual(["XDM-890", "XDM-891(tap)"]);
    expect(() => run("A: XDM-890 XDM-892, deck 3 | B: shield 1", "A taps XDM-892 for XDM-890")).toThrow(
      /water creatures/,
    );
  });

  it("uses a Cross Gear's tap ability by tapping the creature crossed with it, and only that one", () => {
    const t = run("A: XDM-892[XDM-893(cross)] XDM-891 | B: XDM-891, shield 1", "A taps XDM-892 for XDM-893");
    expect(t.final.areas.B!.graveyard).toEqual(["XDM-891"]);
    expect(() =>
      run("A: XDM-892[XDM-893(cross)] XDM-891 | B: XDM-891, shield 1", "A taps XDM-891 for XDM-893"),
    ).toThrow(/crossed with it/);
  });

  it("reads '$silent_skill' abilities: kept tapped through the untap step, they act at the start of the turn", () => {
    const t = run(
      "A: XDM-894(tap) XDM-892, deck 3 | B: XDM-895, deck 3, shield 1",
      "A ends the turn; B ends the turn; A attacks XDM-895 with XDM-892",
    );
    expect(t.final.areas.B!.graveyard).toEqual(["XDM-895"]);
  });
});
