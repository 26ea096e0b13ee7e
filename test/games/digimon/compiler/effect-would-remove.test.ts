/**
 * "When an effect would remove this Digimon from the battle area, by returning 1 card ... from this
 * Digimon's digivolution cards to the bottom of the deck, prevent that removal": any leaving by an
 * effect, a return to the hand as much as a deletion.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const option = { category: "Option" as const, level: undefined, dp: undefined, digivolve: [], playCost: 0 };
const CARDS = [
  readRecord("TST-72057", "Stayer", {
    effect:
      "[All Turns] When an effect would remove this Digimon from the battle area, by returning 1 card from this Digimon's digivolution cards to the bottom of the deck, prevent that removal.",
  }),
  readRecord("TST-72058", "Bouncer", {
    ...option,
    effect: "[Main] Return 1 of your opponent's Digimon to the hand.",
  }),
];
const { run } = recordRunner(CARDS);

describe("an effect would remove this Digimon from the battle area", () => {
  it("a return to the hand is prevented by returning a digivolution card to the deck", () => {
    const t = run(
      "turn B | A: TST-72057[GEN-103] | B: GEN-103, hand TST-72058",
      "B uses TST-72058",
      "target TST-72057; yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-72057"]);
    expect(t.final.areas.A!.deck).toEqual(["GEN-103"]);
  });

  it("without a digivolution card, it leaves", () => {
    const t = run(
      "turn B | A: TST-72057 | B: GEN-103, hand TST-72058",
      "B uses TST-72058",
      "target TST-72057; yes",
    );
    expect(t.final.areas.A!.battle).toEqual([]);
  });
});
