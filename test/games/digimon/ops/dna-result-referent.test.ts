/**
 * "Until the end of your opponent's turn, the Digimon this effect DNA digivolved can't be deleted
 * in battle and gains <Blocker>": the changes go to the Digimon the effect's DNA digivolution made.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { redYellowDnaCard, testOption } from "../test-card.ts";

const CARDS = [
  testOption(
    "TST-71090",
    "[Main] 2 of your Digimon may DNA digivolve into a Digimon card in your hand. Until the end of your opponent's turn, the Digimon this effect DNA digivolved can't be deleted in battle and gains <Blocker>.",
  ),
  redYellowDnaCard("TST-71091", 0),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("the Digimon this effect DNA digivolved", () => {
  it("gains <Blocker> and can't be deleted in battle", () => {
    const t = run(
      "turn A | A: GEN-104 GEN-204 GEN-105, hand TST-71090 TST-71091, deck GEN-303, memory 3 | B: GEN-203",
      "A uses TST-71090",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-71091[GEN-104 GEN-204]", "GEN-105"]);
    const made = t.final.details?.A?.find((d) => d.card.startsWith("TST-71091"));
    const other = t.final.details?.A?.find((d) => d.card === "GEN-105");
    expect(JSON.stringify(made)).toMatch(/Blocker/i);
    expect(JSON.stringify(other)).not.toMatch(/Blocker/i);
  });

  it("changes nothing when no DNA digivolution was made", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-71090 TST-71091, deck GEN-303, memory 3 | B: GEN-203",
      "A uses TST-71090",
    );
    expect(JSON.stringify(t.final.details?.A)).not.toMatch(/Blocker/i);
  });
});
