import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-700 "Ember Squire" creature fire cost 3 power 3000',
  'XDM-702 "Tide Pup" creature water cost 1 power 1000',
  'XDM-703 "Murk Imp" creature darkness cost 1 power 1000',
  'XDM-820 "Low Tide" spell water cost 6 : Each player returns all cards from his mana zone to his hand.',
  'XDM-821 "Ash Bomb" creature fire cost 3 power 1000 : When this creature is destroyed, each player chooses a card in his mana zone and puts it into his graveyard.',
  'XDM-822 "Hand Shaker" spell darkness cost 3 : Each player discards a card at random from his hand.',
].join("\n");

const run = (board: string, action: string, choices?: string) =>
  resolveDuelMasters({ board, action, cards, ...(choices ? { choices } : {}) }).trace.final.areas;

describe("'each player ...': the effect's player, then the opponent", () => {
  it("returns both players' mana zones to their hands", () => {
    const a = run("A: hand XDM-820, mana XDM-700 | B: mana XDM-702 XDM-703", "A casts XDM-820");
    expect(a.A!.hand).toEqual(["XDM-700"]);
    expect(a.B!.hand).toEqual(["XDM-702", "XDM-703"]);
    expect(a.B!.mana ?? []).toEqual([]);
  });

  it("has each player put one card of their own mana zone into their graveyard, each choosing their own", () => {
    const t = resolveDuelMasters({
      board: "A: XDM-700 | B: XDM-821(tap), mana XDM-702 XDM-703, shield 1",
      action: "A attacks XDM-821 with XDM-700",
      cards,
      choices: "target XDM-703",
    }).trace;
    expect(t.final.areas.B!.graveyard).toEqual(["XDM-821", "XDM-703"]);
    expect(t.final.areas.B!.mana).toEqual(["XDM-702"]);
    expect(JSON.stringify(t)).toContain("Player B: choose a card of the mana zone");
  });

  it("each player discards a card at random", () => {
    const a = run("A: hand XDM-822 XDM-700 | B: hand XDM-702 XDM-703", "A casts XDM-822");
    expect(a.A!.hand ?? []).toEqual([]);
    expect(a.B!.hand).toHaveLength(1);
    expect(a.B!.graveyard).toHaveLength(1);
  });
});
