import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-700 "Ember Squire" creature fire cost 3 power 3000',
  'XDM-702 "Tide Pup" creature water cost 1 power 1000',
  'XDM-760 "Tide Caller" creature water cost 4 power 2000 : Whenever this creature attacks, you may draw a card for each of your other water creatures in the battle zone.',
  'XDM-761 "Root Recall" spell nature cost 3 : Return all the cards from your mana zone to your hand.',
  'XDM-762 "Last Wall" spell light cost 3 : Put all your shields into your hand.',
  'XDM-701 "Reef Guard" creature water cost 4 power 4000 : Blocker.',
  'XDM-763 "Battering Ram" creature fire cost 5 power 5000 : Whenever this creature becomes blocked, it breaks one of your opponent\'s shields.',
  'XDM-764 "Shield Burn" spell fire cost 4 : Choose up to 2 of your opponent\'s shields and put them into his graveyard.',
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

  it("breaks a shield by its own ability when blocked, and burns up to 2 shields", () => {
    const t = run("A: XDM-763 | B: XDM-701, shield 3", "A attacks B with XDM-763 blocked by XDM-701");
    expect(t.final.areas.B!.shield).toHaveLength(2);
    expect(t.final.areas.B!.hand).toHaveLength(1);
    const burn = resolveDuelMasters({
      board: "A: hand XDM-764 | B: shield XDM-700 XDM-702 XDM-701",
      action: "A casts XDM-764",
      cards,
      choices: "target XDM-700 XDM-701",
    }).trace.final.areas.B!;
    expect(burn.shield).toEqual(["XDM-702"]);
    expect(burn.graveyard).toEqual(["XDM-700", "XDM-701"]);
  });
});
