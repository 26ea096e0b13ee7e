/**
 * Totals a deletion adds up to and the numbers that move them (15-15-4): "delete any number of
 * your opponent's Digimon whose levels add up to 4 or less" (a Digimon without a level can't be
 * chosen, official Q&A), "choose any number of ... so that their DP total is up to 3000 and delete
 * them", "Delete your opponent's Digimon and Tamers with a total play cost of 3" with "increase the
 * maximum play cost you can choose by this effect by 1", and "For each card in your hand, reduce 1
 * from this effect's play cost maximum". Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-84030",
    "[On Play] Delete any number of your opponent's Digimon whose levels that add up to 6 or less. For every 2 [Argomon] in this Digimon's digivolution cards, add 1 to the maximum level you can choose with this effect.",
  ),
  testCard(
    "TST-84031",
    "[On Play] Choose any number of your opponent's Digimon so that their DP total is up to 3000 and delete them. For every 2 cards in your trash, add 2000 to the maximum this DP-based deletion effect can delete.",
  ),
  testCard(
    "TST-84032",
    "[On Play] Delete your opponent's Digimon and Tamers with a total play cost of 3. For every [Vemmon] in your trash, increase the maximum play cost you can choose by this effect by 1.",
  ),
  testCard(
    "TST-84033",
    "[On Play] You may play 1 Digimon card with a play cost of 6 or less from your trash without paying the cost. For each card in your hand, reduce 1 from this effect's play cost maximum.",
  ),
  testCard("TST-84034", "", { name: "Vemmon" }),
  testCard("TST-84035", "", tamerOf("Red")),
  testCard("TST-84036", "", { level: undefined, dp: 1000 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("'delete any number of your opponent's Digimon whose levels add up to 6 or less'", () => {
  it("deletes a level 3 and another level 3, not a third", () => {
    const t = run(
      "turn A | A: hand TST-84030, memory 3 | B: GEN-103 GEN-203 GEN-303",
      "A plays TST-84030",
      "target GEN-103; target GEN-203",
    );
    expect([...t.final.areas.B!.trash!].sort()).toEqual(["GEN-103", "GEN-203"]);
    expect(t.final.areas.B!.battle).toEqual(["GEN-303"]);
  });

  it("can't choose a Digimon without a level", () => {
    const t = run("turn A | A: hand TST-84030, memory 3 | B: TST-84036", "A plays TST-84030");
    expect(t.final.areas.B!.battle).toEqual(["TST-84036"]);
  });
});

describe("'so that their DP total is up to 3000' with 'add 2000 to the maximum this DP-based deletion effect can delete'", () => {
  it("two cards in the trash make the total 5000: a 5000 DP Digimon is deleted", () => {
    const t = run(
      "turn A | A: hand TST-84031, trash GEN-103 GEN-103, memory 3 | B: GEN-104",
      "A plays TST-84031",
    );
    expect(t.final.areas.B!.trash).toEqual(["GEN-104"]);
  });

  it("one card: the total stays 3000", () => {
    const t = run("turn A | A: hand TST-84031, trash GEN-103, memory 3 | B: GEN-104", "A plays TST-84031");
    expect(t.final.areas.B!.battle).toEqual(["GEN-104"]);
  });
});

describe("'with a total play cost of 3' and 'increase the maximum play cost you can choose by this effect by 1'", () => {
  it("a [Vemmon] in the trash makes it 4: a play cost 4 Digimon is deleted", () => {
    const t = run("turn A | A: hand TST-84032, trash TST-84034, memory 3 | B: GEN-103", "A plays TST-84032");
    expect(t.final.areas.B!.trash).toEqual(["GEN-103"]);
  });

  it("without one a play cost 4 Digimon stays; a Tamer of play cost 0 is deleted", () => {
    const t = run("turn A | A: hand TST-84032, memory 3 | B: GEN-103 TST-84035", "A plays TST-84032");
    expect(t.final.areas.B!.battle).toEqual(["GEN-103"]);
    expect(t.final.areas.B!.trash).toEqual(["TST-84035"]);
  });
});

describe("'For each card in your hand, reduce 1 from this effect's play cost maximum'", () => {
  it("an empty hand keeps 6: a play cost 6 Digimon is played", () => {
    const t = run(
      "turn A | A: hand TST-84033, trash GEN-105, memory 3 | B: GEN-203",
      "A plays TST-84033",
      "yes",
    );
    expect(t.final.areas.A!.battle).toContain("GEN-105");
  });

  it("one card in the hand lowers it to 5: it stays in the trash", () => {
    const t = run(
      "turn A | A: hand TST-84033 GEN-103, trash GEN-105, memory 3 | B: GEN-203",
      "A plays TST-84033",
      "yes",
    );
    expect(t.final.areas.A!.trash).toContain("GEN-105");
  });
});
