import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-930 "Drain Fish" creature water cost 4 power 1000 : This creature gets +2000 power for each tapped card in your opponent\'s mana zone.',
  'XDM-931 "Ember Squire" creature fire cost 3 power 3000',
  'XDM-932 "Tide Pup" creature water cost 1 power 1000',
  'XDM-933 "Root Digger" creature nature cost 5 power 3000 : When you put this creature into the battle zone, return all tapped cards from your mana zone to your hand.',
  'XDM-934 "Spent Golem" creature nature cost 4 power 1000 : While all cards in your mana zone are tapped, this creature gets +4000 power.',
].join("\n");

const run = (board: string, action: string) => resolveDuelMasters({ board, action, cards }).trace;

describe("tapped cards in the mana zone", () => {
  it("counts only the tapped cards of the opponent's mana zone", () => {
    // Two tapped cards: 1000 + 4000 = 5000 beats the 3000 attacker; untapped mana counts for nothing.
    const two = run(
      "A: XDM-931, mana XDM-932(tap) XDM-932(tap) XDM-932 | B: XDM-930(tap), shield 1",
      "A attacks XDM-930 with XDM-931",
    ).final.areas;
    expect(two.A!.graveyard).toEqual(["XDM-931"]);
    expect(two.A!.mana).toEqual(["XDM-932(tap)", "XDM-932(tap)", "XDM-932"]);
    const none = run(
      "A: XDM-931, mana XDM-932 XDM-932 | B: XDM-930(tap), shield 1",
      "A attacks XDM-930 with XDM-931",
    ).final.areas;
    expect(none.B!.graveyard).toEqual(["XDM-930"]);
  });

  it("returns only the tapped mana cards to the hand", () => {
    const a = run("A: hand XDM-933, mana XDM-931(tap) XDM-932 | B: deck 2", "A summons XDM-933").final.areas
      .A!;
    expect(a.hand).toEqual(["XDM-931"]);
    expect(a.mana).toEqual(["XDM-932"]);
  });

  it("gets its bonus while every mana card is tapped, and the untap step untaps them (DM-T1)", () => {
    const tapped = run(
      "A: XDM-931 | B: XDM-934(tap), mana XDM-932(tap), shield 1",
      "A attacks XDM-934 with XDM-931",
    ).final.areas;
    expect(tapped.A!.graveyard).toEqual(["XDM-931"]);
    const t = run("A: mana XDM-932(tap), deck 2 | B: deck 2", "A ends the turn; B ends the turn");
    expect(t.final.areas.A!.mana).toEqual(["XDM-932"]);
    expect(JSON.stringify(t.steps)).toMatch(/1 tapped card of the mana zone untap/);
    expect(() => run("A: hand XDM-932(tap) | B: deck 2", "A draws")).toThrow(/take no marks/);
  });
});
