/**
 * "If you have a purple Tamer in play, if its your turn, you may digivolve this Digimon into a
 * Digimon card with the [X] trait from your trash by paying its digivolution cost": both
 * conditions, the apostrophe restored; the digivolution requirements still apply (official Q&A).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, tamerOf } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-71050",
    "[On Play] If you have a purple Tamer in play, if its your turn, you may digivolve this Digimon into a Digimon card with the [Undead] trait from your trash by paying its digivolution cost.",
    { colors: ["Purple"], playCost: 2 },
  ),
  testCard("TST-71051", "", {
    level: 4,
    dp: 6000,
    colors: ["Purple"],
    traits: ["Undead"],
    digivolve: [{ level: 3, color: "Purple", cost: 1 }],
  }),
  testCard("TST-71052", "", tamerOf("Purple")),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("digivolve from the trash if it's your turn", () => {
  it("digivolves with the Tamer, paying the cost", () => {
    const t = run(
      "turn A | A: TST-71052, hand TST-71050, trash TST-71051, deck GEN-303, memory 5 | B: GEN-203",
      "A plays TST-71050",
      "yes",
    );
    expect(t.final.areas.A!.battle).toContain("TST-71051[TST-71050]");
    // 5 - 2 (play) - 1 (digivolve).
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("does nothing without a purple Tamer", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-71050, trash TST-71051, deck GEN-303, memory 5 | B: GEN-203",
      "A plays TST-71050",
    );
    expect(t.final.areas.A!.trash).toEqual(["TST-71051"]);
  });
});
