/**
 * A gained '"[On Deletion] Play this card without paying its memory cost. Any [On Play] effects on
 * Digimon played with this effect don't activate"': "this card" is the deleted Digimon's top card
 * (15-8-3-5); it is played from the trash as a new Digimon, its digivolution cards stay in the
 * trash, and its [On Play] effects don't activate (official Q&A).
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS: CardDef[] = [
  testOption(
    "TST-93011",
    '[Main] 1 of your Digimon gains "[On Deletion] Play this card without paying its memory cost. Any [On Play] effects on Digimon played with this effect don\'t activate" for the turn.',
    { colors: ["Purple"] },
  ),
  testCard("TST-93012", "[On Play] Gain 1 memory.", { level: 4, dp: 4000, playCost: 5, colors: ["Purple"] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a gained [On Deletion] effect that plays this card", () => {
  it("plays the deleted Digimon's top card for free, without its [On Play] effect", () => {
    const t = run(
      "turn A | A: TST-93012[GEN-503], hand TST-93011, memory 3 | B: GEN-106(sus)",
      "A uses TST-93011; A attacks GEN-106 with TST-93012",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-93012"]);
    expect(t.final.areas.A!.trash).toEqual(expect.arrayContaining(["GEN-503", "TST-93011"]));
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });
});
