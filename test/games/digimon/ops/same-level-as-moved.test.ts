/**
 * "with the same level as the placed card / the returned card / that card": a target whose level
 * equals that of the card the effect's cost moved just before (15-7: the cost is paid first).
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-61711", "Tidal Pick", {
    category: "Option",
    level: undefined,
    dp: undefined,
    playCost: 0,
    digivolve: [],
    effect:
      "[Main] By placing 1 Digimon card from your hand as the bottom digivolution card of 1 of your red Digimon, return all of your opponent's Digimon with the same level as the placed card to the hand.",
  }),
  readRecord("TST-61712", "Graverunmon", {
    playCost: 0,
    effect:
      "[On Play] By returning 1 Digimon card from your trash to the bottom of the deck, delete 1 of your opponent's Digimon with the same level as that card.",
  }),
  readRecord("TST-61713", "Sourcepickmon", {
    level: 5,
    digivolve: [{ level: 4, color: "Red", cost: 0 }],
    effect:
      "[When Digivolving] You may return 1 card from this Digimon's digivolution cards to your hand to return 1 of your opponent's Digimon with the same level as the returned card to its owner's hand.",
  }),
];
const { run } = recordRunner(CARDS);

describe("the same level as the card the cost moved", () => {
  it("returns every opponent's Digimon of the placed card's level, and only those", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-61711 GEN-105 | B: GEN-205 GEN-105 GEN-204",
      "A uses TST-61711",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-103[GEN-105]"]);
    expect(t.final.areas.B!.battle).toEqual(["GEN-204"]);
    expect(t.final.areas.B!.hand).toEqual(["GEN-205", "GEN-105"]);
  });

  it("deletes a Digimon of the returned card's level, not one of another level", () => {
    const t = run(
      "turn A | A: hand TST-61712, trash GEN-104 | B: GEN-203 GEN-204",
      "A plays TST-61712",
      "yes",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-203"]);
    expect(t.final.areas.B!.trash).toEqual(["GEN-204"]);
  });

  it("takes the level of the digivolution card the player picked", () => {
    const t = run(
      "turn A | A: GEN-104[GEN-103], hand TST-61713 | B: GEN-203 GEN-206",
      "A digivolves GEN-104 into TST-61713",
      "yes; target GEN-103",
    );
    expect(t.final.areas.A!.hand).toEqual(["GEN-103"]);
    expect(t.final.areas.B!.battle).toEqual(["GEN-206"]);
    expect(t.final.areas.B!.hand).toEqual(["GEN-203"]);
  });
});
