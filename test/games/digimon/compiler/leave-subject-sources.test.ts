/**
 * "When one of your Digimon would be deleted / would leave the battle area, ... play 1 card from
 * that Digimon's digivolution cards": the cards under the Digimon about to leave (15-8-5), not
 * under the card with the effect.
 */
import { describe, expect, it } from "vitest";
import { recordRunner } from "../record-runner.ts";
import { tamerOf, testCard } from "../test-card.ts";

const option = { category: "Option" as const, level: undefined, dp: undefined, playCost: 0 };
const CARDS = [
  testCard(
    "TST-70010",
    "[All Turns] When one of your level 5 or higher Digimon would be deleted in battle, by suspending this Tamer, you may play 1 level 4 or lower Digimon card from that Digimon's digivolution cards without paying the cost.",
    tamerOf("Red"),
  ),
  testCard(
    "TST-70011",
    "[All Turns] When one of your Digimon would leave the battle area, <Delay>.\n・You may play 1 level 3 Digimon card from its digivolution cards without paying the cost.",
    option,
  ),
  testCard("TST-70012", "[Main] Delete 1 of your opponent's Digimon.", option),
];
const { run } = recordRunner(CARDS);

describe("'from that Digimon's digivolution cards' in a 'would leave' effect", () => {
  it("plays a card from under the Digimon deleted in battle", () => {
    const t = run(
      "turn A | A: GEN-106 | B: GEN-105[GEN-104 GEN-103](sus) TST-70010",
      "A attacks GEN-105 with GEN-106",
      "yes",
    );
    expect(t.final.areas.B!.battle).toEqual(["TST-70010(sus)", "GEN-104"]);
    expect(t.final.areas.B!.trash).toEqual(expect.arrayContaining(["GEN-105", "GEN-103"]));
  });

  it("'its digivolution cards' after 'one of your Digimon' are the leaving Digimon's", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-70012, memory 3 | B: GEN-105[GEN-104 GEN-103] TST-70011",
      "A uses TST-70012",
      "target GEN-105; yes",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-103"]);
    expect(t.final.areas.B!.trash).toEqual(expect.arrayContaining(["TST-70011", "GEN-105", "GEN-104"]));
  });
});
