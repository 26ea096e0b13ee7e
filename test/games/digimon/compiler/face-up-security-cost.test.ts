/**
 * "by placing this Digimon as the face-up bottom security card, they don't leave": the Digimon goes
 * to the bottom of the security stack face up, public information there (3-7-4), as the cost of an
 * immediate-type effect (15-8-5) that keeps every Digimon it covers. A cost about "this Digimon"
 * is paid by the card with the effect, not by the Digimon about to leave.
 */
import { describe, expect, it } from "vitest";
import { recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const option = { category: "Option" as const, level: undefined, dp: undefined, playCost: 0 };
const CARDS = [
  testCard(
    "TST-70030",
    "[All Turns] When any of your other Digimon with the [Test] trait would leave the battle area by effects, by placing this Digimon as the face-up bottom security card, they don't leave.",
    { level: 4, dp: 5000 },
  ),
  testCard("TST-70031", "", { traits: ["Test"] }),
  testCard("TST-70032", "[Main] Delete 1 of your opponent's Digimon.", option),
  testCard(
    "TST-70033",
    "[All Turns] When any of your [Test] trait Digimon would leave the battle area by effects, by trashing any 2 of this Digimon's digivolution cards, they don't leave.",
    { level: 5, dp: 7000 },
  ),
];
const { run } = recordRunner(CARDS);

describe("a Digimon placed face up in the security stack as a cost", () => {
  it("keeps the other Digimon and lies face up at the bottom of the security stack", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-70032, memory 3 | B: TST-70030 TST-70031, security GEN-303",
      "A uses TST-70032",
      "target TST-70031; yes",
    );
    expect(t.final.areas.B!.battle).toEqual(["TST-70031"]);
    expect(t.final.areas.B!.security).toEqual(["GEN-303", "TST-70030(up)"]);
  });

  it("'by trashing any 2 of this Digimon's digivolution cards' trashes the effect's own Digimon's", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-70032, memory 3 | B: TST-70033[GEN-104 GEN-303 GEN-203] TST-70031",
      "A uses TST-70032",
      "target TST-70031; yes",
    );
    expect(t.final.areas.B!.battle).toEqual(["TST-70033[GEN-203]", "TST-70031"]);
  });
});
