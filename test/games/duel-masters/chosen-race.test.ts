import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-770 "Ash Hatchling" creature fire cost 2 power 2000 race "Armored Dragon"',
  'XDM-771 "Cinder Hatchling" creature fire cost 2 power 1000 race "Armored Dragon"',
  'XDM-772 "Bog Ghoul" creature darkness cost 2 power 2000 race "Living Dead"',
  'XDM-773 "Reef Guard" creature water cost 4 power 6000 race "Liquid People" : Blocker.',
  'XDM-774 "Venom Caller" creature darkness cost 3 power 1000 race "Living Dead" : Instead of having this creature attack, you may tap it to use its $tap ability. $tap Choose a race. Each creature of that race gets "slayer" until the end of the turn.',
  'XDM-775 "Grave Muster" spell darkness cost 4 : Choose a race. Return up to 2 creatures of that race from your graveyard to your hand.',
  'XDM-776 "Open Road" spell fire cost 2 : Choose a race. Creatures of that race can\'t be blocked this turn.',
].join("\n");

const run = (board: string, action: string, choices?: string) =>
  resolveDuelMasters({ board, action, cards, ...(choices ? { choices } : {}) }).trace;

describe("'choose a race' and what happens to creatures of that race", () => {
  it("gives Slayer to every creature of the chosen race, and to no other", () => {
    const dragons = run(
      "A: XDM-774 XDM-770 XDM-772 | B: XDM-773, shield 2",
      "A taps XDM-774; A attacks B with XDM-770 blocked by XDM-773",
      "target XDM-770",
    ).final.areas;
    expect(dragons.B!.graveyard).toEqual(["XDM-773"]);
    const undead = run(
      "A: XDM-774 XDM-770 XDM-772 | B: XDM-773, shield 2",
      "A taps XDM-774; A attacks B with XDM-770 blocked by XDM-773",
      "target XDM-772",
    ).final.areas;
    expect(undead.B!.graveyard ?? []).toEqual([]);
  });

  it("returns only cards of the chosen race from the graveyard", () => {
    const a = run(
      "A: hand XDM-775, graveyard XDM-770 XDM-772 XDM-771 | B: deck 5",
      "A casts XDM-775",
      "target XDM-770; target XDM-770 XDM-771",
    ).final.areas.A!;
    expect(a.hand).toEqual(["XDM-770", "XDM-771"]);
    expect(a.graveyard).toEqual(["XDM-772", "XDM-775"]);
  });

  it("makes creatures of the chosen race unblockable this turn", () => {
    const board = "A: XDM-770 XDM-772, hand XDM-776 | B: XDM-773, shield 2";
    expect(() =>
      run(board, "A casts XDM-776; A attacks B with XDM-770 blocked by XDM-773", "target XDM-770"),
    ).toThrow(/can't be blocked/);
    const other = run(
      board,
      "A casts XDM-776; A attacks B with XDM-772 blocked by XDM-773",
      "target XDM-770",
    );
    expect(other.final.areas.A!.graveyard).toContain("XDM-772");
  });
});
