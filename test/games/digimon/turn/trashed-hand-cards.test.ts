/**
 * "When a Digimon card with the [X] trait is trashed from your hand, this Digimon may digivolve
 * into that card", "When ... cards are trashed from your hand, you may play 1 of them": the
 * trigger names the cards, and the effect takes only one of those, from the trash. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-88001",
    "[Your Turn] When a Digimon card with the [Dark Animal] trait is trashed from your hand, this Digimon may digivolve into that card.",
  ),
  testCard("TST-88002", "", {
    level: 4,
    dp: 6000,
    traits: ["Dark Animal"],
    digivolve: [{ level: 3, color: "Red", cost: 2 }],
  }),
  testCard("TST-88008", "", {
    level: 4,
    dp: 7000,
    traits: ["Dark Animal"],
    digivolve: [{ level: 3, color: "Red", cost: 1 }],
  }),
  testCard("TST-88003", "", { level: 4, dp: 6000, digivolve: [{ level: 3, color: "Red", cost: 2 }] }),
  testCard("TST-88004", "[On Play] Trash 1 card in your hand."),
  testCard(
    "TST-88005",
    "[Your Turn] When level 4 or higher Digimon cards with the [Demon] trait are trashed from your hand, you may play 1 of them with the play cost reduced by 2.",
  ),
  testCard("TST-88006", "", { level: 4, dp: 6000, playCost: 5, traits: ["Demon"] }),
  testCard("TST-88007", "", { level: 5, dp: 7000, playCost: 5, traits: ["Demon"] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a trigger on named cards trashed from the hand", () => {
  it("digivolves into the card that was trashed, paying its cost", () => {
    const t = run(
      "turn A | A: TST-88001, hand TST-88004 TST-88002, deck 2, memory 5 | B: GEN-203",
      "A plays TST-88004",
    );
    expect(t.final.areas.A!.battle).toContain("TST-88002[TST-88001]");
    expect(t.final.areas.A!.trash ?? []).toEqual([]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("does not trigger for a card the condition does not name", () => {
    const t = run(
      "turn A | A: TST-88001, hand TST-88004 TST-88003, deck 2, memory 5 | B: GEN-203",
      "A plays TST-88004",
    );
    expect(t.final.areas.A!.battle).toContain("TST-88001");
    expect(t.final.areas.A!.trash).toEqual(["TST-88003"]);
  });

  it("can't digivolve into another such card already in the trash", () => {
    const t = run(
      "turn A | A: TST-88001, hand TST-88004 TST-88002, trash TST-88008, deck 2, memory 5 | B: GEN-203",
      "A plays TST-88004",
    );
    expect(t.final.areas.A!.battle).toContain("TST-88002[TST-88001]");
    expect(t.final.areas.A!.trash).toEqual(["TST-88008"]);
  });

  it("plays one of the trashed cards for 2 less", () => {
    const t = run(
      "turn A | A: TST-88005, hand TST-88004 TST-88006, memory 5 | B: GEN-203",
      "A plays TST-88004",
    );
    expect(t.final.areas.A!.battle).toContain("TST-88006");
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("plays only a card the event trashed, not one already in the trash", () => {
    const t = run(
      "turn A | A: TST-88005, hand TST-88004 TST-88006, trash TST-88007, memory 5 | B: GEN-203",
      "A plays TST-88004",
    );
    expect(t.final.areas.A!.battle).toContain("TST-88006");
    expect(t.final.areas.A!.trash).toEqual(["TST-88007"]);
  });
});
