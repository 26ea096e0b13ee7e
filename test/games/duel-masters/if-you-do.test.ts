import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-700 "Ember Squire" creature fire cost 3 power 3000',
  'XDM-701 "Reef Guard" creature water cost 4 power 4000 : Blocker.',
  'XDM-702 "Tide Pup" creature water cost 1 power 1000',
  'XDM-703 "Murk Imp" creature darkness cost 1 power 1000',
  'XDM-800 "Shell Swapper" creature water cost 3 power 1000 : When you put this creature into the battle zone, you may add a card from your hand to your shields face down. If you do, choose one of your shields and put it into your hand. You can\'t use the "shield trigger" ability of that shield.',
  'XDM-801 "Ember Gambler" creature fire cost 4 power 3000 : Whenever this creature attacks, you may put a card from your mana zone into your graveyard. If you do, this creature gets "power attacker +2000" and "double breaker" until the end of the turn.',
  'XDM-802 "Grim Bargain" spell darkness cost 2 : You may destroy one of your darkness creatures. If you do, return a creature from your mana zone to your hand.',
].join("\n");

const run = (board: string, action: string, choices?: string) =>
  resolveDuelMasters({ board, action, cards, ...(choices ? { choices } : {}) }).trace.final.areas;

describe("'you may X. If you do, Y'", () => {
  it("swaps a card of the hand with a shield only when there is a card to add", () => {
    const swapped = run("A: hand XDM-800 XDM-702, shield XDM-703 | B: deck 3", "A summons XDM-800", "yes");
    expect(swapped.A!.shield).toHaveLength(1);
    expect(swapped.A!.hand).toEqual(["XDM-703"]);
    const empty = run("A: hand XDM-800, shield XDM-703 | B: deck 3", "A summons XDM-800", "yes");
    expect(empty.A!.shield).toHaveLength(1);
    expect(empty.A!.hand ?? []).toEqual([]);
  });

  it("gives the bonus only if a mana card went to the graveyard, and not when its player declines", () => {
    const paid = run("A: XDM-801, mana XDM-702 | B: shield 3", "A attacks B with XDM-801", "yes");
    expect(paid.B!.shield).toHaveLength(1);
    expect(paid.A!.graveyard).toEqual(["XDM-702"]);
    const declined = run("A: XDM-801, mana XDM-702 | B: shield 3", "A attacks B with XDM-801", "no");
    expect(declined.B!.shield).toHaveLength(2);
    expect(declined.A!.mana).toEqual(["XDM-702"]);
    const nothing = run("A: XDM-801 | B: shield 3", "A attacks B with XDM-801", "yes");
    expect(nothing.B!.shield).toHaveLength(2);
  });

  it("on a spell: nothing returns when no darkness creature could be destroyed", () => {
    const done = run("A: XDM-703, mana XDM-700, hand XDM-802 | B: deck 3", "A casts XDM-802", "yes");
    expect(done.A!.hand).toEqual(["XDM-700"]);
    expect(done.A!.graveyard).toEqual(expect.arrayContaining(["XDM-703", "XDM-802"]));
    const none = run("A: XDM-702, mana XDM-700, hand XDM-802 | B: deck 3", "A casts XDM-802", "yes");
    expect(none.A!.mana).toEqual(["XDM-700"]);
    expect(none.A!.battle).toEqual(["XDM-702"]);
  });
});
