/**
 * "you may play 5 play cost's total worth of [X] trait Digimon cards from your trash": cards whose
 * play costs add up to at most 5, as with "up to"; "Digimonand" read as "Digimon and".
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { redYellowDnaCard, testCard, testOption } from "../test-card.ts";

const CARDS = [
  redYellowDnaCard(
    "TST-71060",
    0,
    "[When Digivolving] <De-Digivolve 1> 1 of your opponent's Digimonand, for the turn, all of their Digimon get -1000 DP. Then, if DNA digivolving, you may play 5 play cost's total worth of [Testers] trait Digimon cards from your trash without paying the cost.",
  ),
  testOption("TST-71061", "[Main] 2 of your Digimon may DNA digivolve into a Digimon card in your hand."),
  testCard("TST-71062", "", { traits: ["Testers"], playCost: 3 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("N play cost's total worth, without 'up to'", () => {
  it("plays cards while their costs stay within the total", () => {
    const t = run(
      "turn A | A: GEN-104 GEN-204, hand TST-71061 TST-71060, trash TST-71062#a TST-71062#b, deck GEN-303, memory 3 | B: GEN-105",
      "A uses TST-71061",
      "yes; yes; target TST-71062#a",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-71060[GEN-104 GEN-204]", "TST-71062#a"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-71062", "TST-71061"]);
    const b = t.final.details?.B?.find((d) => d.card === "GEN-105");
    expect(b?.dp).toBe(6000);
  });
});
