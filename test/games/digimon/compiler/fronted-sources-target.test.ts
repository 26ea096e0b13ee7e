/**
 * "For 1 of your opponent's Digimon, trash any 1 digivolution card for every 2 colors your Tamers
 * have": the cards trashed are that one Digimon's, as many as the count says.
 */
import { describe, expect, it } from "vitest";
import { recordRunner } from "../record-runner.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-70095",
    "[Main] For 1 of your opponent's Digimon, trash any 1 digivolution card for every 2 colors your Tamers have.",
    tamerOf("Red"),
  ),
  testCard("TST-70096", "", tamerOf("Blue")),
  testCard("TST-70097", "", tamerOf("Yellow")),
  testCard("TST-70098", "", tamerOf("Green")),
];
const { run } = recordRunner(CARDS);

describe("a target put first: 'For 1 of your opponent's Digimon, trash any 1 digivolution card'", () => {
  it("trashes 2 of that Digimon's cards for 4 colors", () => {
    const t = run(
      "turn A | A: TST-70095 TST-70096 TST-70097 TST-70098 | B: GEN-105[GEN-104 GEN-103 GEN-303]",
      "A activates TST-70095",
      "target GEN-105",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-105[GEN-303]"]);
  });
});
