import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-700 "Ember Squire" creature fire cost 3 power 3000',
  'XDM-702 "Tide Pup" creature water cost 1 power 1000',
  'XDM-760 "Tide Caller" creature water cost 4 power 2000 : Whenever this creature attacks, you may draw a card for each of your other water creatures in the battle zone.',
  'XDM-761 "Root Recall" spell nature cost 3 : Return all the cards from your mana zone to your hand.',
  'XDM-762 "Last Wall" spell light cost 3 : Put all your shields into your hand.',
].join("\n");

const run = (board: string, action: string) => resolveDuelMasters({ board, action, cards }).trace;

describe("counted and whole-zone effects", () => {
  it("draws once for each match, counting only the creatures the text names", () => {
    const t = run(
      "A: XDM-760 XDM-702 XDM-702#b XDM-700, deck XDM-700#c XDM-700#d XDM-700#e | B: shield 3",
      "A attacks B with XDM-760",
    );
    expect(t.final.areas.A!.hand).toEqual(["XDM-700#c", "XDM-700#d"]);
  });

  it("moves every card of a zone", () => {
    const mana = run("A: hand XDM-761, mana XDM-700 XDM-702 | B: shield 1", "A casts XDM-761").final.areas.A!;
    expect(mana.mana).toEqual([]);
    expect(mana.hand).toEqual(["XDM-700", "XDM-702"]);
    const shields = run("A: hand XDM-762, shield 2 | B: shield 1", "A casts XDM-762").final.areas.A!;
    expect(shields.shield).toEqual([]);
    expect(shields.hand).toHaveLength(2);
  });
});
