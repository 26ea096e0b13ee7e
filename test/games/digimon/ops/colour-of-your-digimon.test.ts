/**
 * "play 1 Tamer card with the same color as any of your Digimon on the field": a card sharing at
 * least one colour with one of your Digimon in the battle area when the effect runs (official Q&A).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard, testOption } from "../test-card.ts";

const CARDS = [
  testOption(
    "TST-92030",
    "[Main] You may play 1 Tamer card with the same color as any of your Digimon on the field from your hand with the play cost reduced by 4.",
  ),
  testCard("TST-92031", "", { ...tamerOf("Yellow"), colors: ["Yellow", "Blue"], playCost: 4 }),
  testCard("TST-92032", "", { ...tamerOf("Purple"), playCost: 4 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace.final;

describe("a Tamer card of the same colour as one of your Digimon", () => {
  it("plays a card sharing one colour, not one sharing none", () => {
    const f = run(
      "turn A | A: GEN-104 GEN-203, hand TST-92030 TST-92031 TST-92032 | B: GEN-303",
      "A uses TST-92030",
      "yes",
    );
    expect(f.areas.A!.hand).toEqual(["TST-92032"]);
    expect(f.areas.A!.battle).toContain("TST-92031");
  });

  it("plays nothing when no Digimon shares a colour with the cards", () => {
    const f = run(
      "turn A | A: GEN-104, hand TST-92030 TST-92031 TST-92032 | B: GEN-303",
      "A uses TST-92030",
      "yes",
    );
    expect(f.areas.A!.hand).toEqual(["TST-92031", "TST-92032"]);
  });
});
