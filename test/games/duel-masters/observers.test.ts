import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-700 "Ember Squire" creature fire cost 3 power 3000',
  'XDM-702 "Tide Pup" creature water cost 1 power 1000',
  'XDM-770 "Spell Watcher" creature water cost 3 power 2000 : Whenever your opponent casts a spell, you may draw a card.',
  'XDM-771 "Brief Spark" spell fire cost 1 : Draw a card.',
  'XDM-772 "Trigger Sentry" creature light cost 3 power 2000 : Whenever your opponent uses the "shield trigger" ability of one of his shields, you may draw a card.',
  'XDM-773 "Sudden Spark" spell fire cost 1 : Shield trigger (reminder). Draw a card.',
  'XDM-774 "Ghost Herald" creature darkness cost 3 power 2000 race "Ghost" : Whenever you put a ghost into the battle zone, you may draw a card.',
  'XDM-775 "Pale Ghost" creature darkness cost 2 power 1000 race "Ghost"',
  'XDM-776 "Wary Sentinel" creature light cost 3 power 2000 : Whenever your opponent summons a creature or casts a spell, this creature gets "blocker" until the end of the turn.',
].join("\n");

const run = (board: string, action: string, choices?: string) =>
  resolveDuelMasters({ board, action, cards, ...(choices ? { choices } : {}) }).trace;

describe("observers of casts, summons, Shield Triggers and creatures of a race entering", () => {
  it("sees the opponent cast a spell, not its own controller", () => {
    const opp = run(
      "A: hand XDM-771, deck XDM-700 XDM-700#b | B: XDM-770, deck XDM-702 XDM-702#b",
      "A casts XDM-771",
    );
    expect(opp.final.areas.B!.hand).toEqual(["XDM-702"]);
    const own = run("A: XDM-770, hand XDM-771, deck XDM-700 XDM-702 XDM-702#b", "A casts XDM-771");
    expect(own.final.areas.A!.hand).toEqual(["XDM-700"]);
  });

  it("sees the opponent use a Shield Trigger", () => {
    const t = run(
      "A: XDM-700 XDM-772, deck XDM-702 XDM-702#a | B: shield XDM-773, deck XDM-702#b XDM-700#b",
      "A attacks B with XDM-700",
      "yes",
    );
    expect(t.final.areas.B!.hand).toEqual(["XDM-702#b"]);
    expect(t.final.areas.A!.hand).toEqual(["XDM-702"]);
  });

  it("sees a creature of its race come in, itself included", () => {
    const other = run("A: XDM-774, hand XDM-775, deck XDM-700 | B: shield 1", "A summons XDM-775");
    expect(other.final.areas.A!.hand).toEqual(["XDM-700"]);
    const notGhost = run("A: XDM-774, hand XDM-702, deck XDM-700 | B: shield 1", "A summons XDM-702");
    expect(notGhost.final.areas.A!.hand).toEqual([]);
    const itself = run("A: hand XDM-774, deck XDM-700 | B: shield 1", "A summons XDM-774");
    expect(itself.final.areas.A!.hand).toEqual(["XDM-700"]);
  });

  it("one ability that triggers on a summon or on a cast", () => {
    const t = run(
      "A: XDM-700, hand XDM-702 | B: XDM-776, shield 1",
      "A summons XDM-702; A attacks B with XDM-700 blocked by XDM-776",
    );
    expect(t.final.areas.B!.graveyard).toEqual(["XDM-776"]);
    expect(() =>
      run("A: XDM-700 | B: XDM-776, shield 1", "A attacks B with XDM-700 blocked by XDM-776"),
    ).toThrow(/blocker/);
  });
});
