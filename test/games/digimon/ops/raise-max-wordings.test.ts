/**
 * More wordings of a count that raises the limit of the effect before it (15-15-4): "add 1 to
 * the max level of the Digimon you can choose with this effect", "add 1 to this effect's
 * choosable levels" (also through "If ..., you may ..."), "add 2000 to the maximum DP of the card
 * you can play by this effect", "reduce this effect's play cost maximum by 1". Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined, colors: ["Yellow" as const] };
const CARDS = [
  testCard(
    "TST-9881",
    "[On Play] Return 1 of your opponent's level 3 or lower Digimon to the hand. For every Tamer you have in play, add 1 to the max level of the Digimon you can choose with this effect.",
  ),
  testCard(
    "TST-9882",
    "[On Play] If you have a Tamer, you may delete 1 of your opponent's level 3 or lower Digimon. For each of your other Digimon, add 1 to this effect's choosable levels.",
  ),
  testCard(
    "TST-9883",
    "[On Play] You may play 1 Digimon card with 3000 DP or less from your hand without paying the cost. For each Tamer you have in play, add 2000 to the maximum DP of the card you can play by this effect.",
  ),
  testCard("TST-9884", "", tamer),
  testCard(
    "TST-9885",
    "[On Play] You may play 1 Digimon card with a play cost 6 or less from your trash without paying the cost. For each card in your opponent's hand, reduce this effect's play cost maximum by 1.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a count raising the level a choice may reach", () => {
  it("reaches a level 4 Digimon with one Tamer", () => {
    const t = run("turn A | A: TST-9884, hand TST-9881, memory 3 | B: GEN-104", "A plays TST-9881");
    expect(t.final.areas.B!.hand).toEqual(["GEN-104"]);
  });

  it("stays at level 3 without a Tamer", () => {
    const t = run("turn A | A: hand TST-9881, memory 3 | B: GEN-104", "A plays TST-9881");
    expect(t.final.areas.B!.battle).toEqual(["GEN-104"]);
  });

  it("raises the limit of a choice inside 'If ..., you may ...'", () => {
    const t = run(
      "turn A | A: TST-9884 GEN-103, hand TST-9882, memory 3 | B: GEN-104",
      "A plays TST-9882",
      "yes; target GEN-104",
    );
    expect(t.final.areas.B!.trash).toEqual(["GEN-104"]);
  });

  it("leaves the limit when the count is 0", () => {
    const t = run("turn A | A: TST-9884, hand TST-9882, memory 3 | B: GEN-104", "A plays TST-9882", "yes");
    expect(t.final.areas.B!.battle).toEqual(["GEN-104"]);
  });
});

describe("a count raising the DP a play may reach", () => {
  it("plays a 5000 DP Digimon with one Tamer", () => {
    const t = run(
      "turn A | A: TST-9884, hand TST-9883 GEN-104, memory 3 | B: GEN-103",
      "A plays TST-9883",
      "target GEN-104",
    );
    expect(t.final.areas.A!.battle).toContain("GEN-104");
  });

  it("can't without one", () => {
    const t = run(
      "turn A | A: hand TST-9883 GEN-104, memory 3 | B: GEN-103",
      "A plays TST-9883",
      "target GEN-104",
    );
    expect(t.final.areas.A!.hand).toEqual(["GEN-104"]);
  });
});

describe("a count lowering the play cost a play may reach", () => {
  it("plays a play cost 6 Digimon when the opponent's hand is empty", () => {
    const t = run(
      "turn A | A: hand TST-9885, trash GEN-105, memory 3 | B: GEN-103",
      "A plays TST-9885",
      "target GEN-105",
    );
    expect(t.final.areas.A!.battle).toContain("GEN-105");
  });

  it("can't with one card in the opponent's hand", () => {
    const t = run(
      "turn A | A: hand TST-9885, trash GEN-105, memory 3 | B: GEN-103, hand GEN-103",
      "A plays TST-9885",
      "target GEN-105",
    );
    expect(t.final.areas.A!.trash).toEqual(["GEN-105"]);
  });
});
