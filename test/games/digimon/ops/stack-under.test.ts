/**
 * Cards placed as a Digimon's bottom digivolution card by an effect (4-8-1): another of your
 * Digimon as a cost (its own digivolution cards go to the trash, 4-7-8), and an Option placing
 * itself under one of your Digimon instead of going to the trash (9-1-5). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-1641",
    "[When Attacking] [Once Per Turn] By placing 1 of your other Digimon as this Digimon's bottom digivolution card, it unsuspends.",
    { level: 5, dp: 9000 },
  ),
  testCard(
    "TST-1642",
    "[Main] By placing another blue Digimon under this Digimon as its bottom digivolution card, gain 2 memory.",
    { colors: ["Blue"] },
  ),
  testCard("TST-1643", "", { colors: ["Blue"] }),
  testCard(
    "TST-1644",
    "[Main] Gain 1 memory. Then, place this card as the bottom digivolution card of 1 of your Digimon with the [Guard] trait.",
    { category: "Option", level: undefined, dp: undefined, playCost: 1 },
  ),
  testCard("TST-1645", "", { traits: ["Guard"] }),
  testCard(
    "TST-1646",
    "[Hand] [Main] By paying 1 cost and placing this card as the bottom digivolution card of 1 of your Digimon that's level 4 or has the [Guard] trait, that Digimon gets +4000 DP for the turn.",
  ),
  testCard(
    "TST-1647",
    "[Your Turn] [Once Per Turn] When an effect places a digivolution card under this Digimon, <Draw 1>.",
    { level: 4 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("another of your Digimon placed under this one", () => {
  it("as the cost of an attack trigger: the other Digimon goes under, its cards to the trash, and this one unsuspends", () => {
    const t = run(
      "turn A | A: TST-1641[GEN-103] GEN-104[GEN-103] | B: GEN-103",
      "A attacks with TST-1641",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-1641[GEN-103 GEN-104]"]);
    expect(t.final.areas.A!.trash).toEqual(["GEN-103"]);
  });

  it("with no other Digimon, the cost can't be paid and it stays suspended", () => {
    const t = run("turn A | A: TST-1641 | B: GEN-103", "A attacks with TST-1641", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-1641(sus)"]);
  });

  it("only a Digimon that matches ('another blue Digimon') can be placed", () => {
    const blue = run("turn A | A: TST-1642 TST-1643, memory 0 | B: GEN-103", "A activates TST-1642", "yes");
    expect(blue.final.areas.A!.battle).toEqual(["TST-1642[TST-1643]"]);
    expect(blue.final.memory).toEqual({ player: "A", value: 2 });
    expect(() =>
      run("turn A | A: TST-1642 GEN-103, memory 0 | B: GEN-103", "A activates TST-1642", "yes"),
    ).toThrow(/cost can't be paid \(player A has too few Digimon to place under/);
  });
});

describe("an Option placing itself under one of your Digimon", () => {
  it("goes under a matching Digimon instead of the trash", () => {
    const t = run("turn A | A: TST-1645 GEN-103, hand TST-1644, memory 3 | B: GEN-103", "A uses TST-1644");
    expect(t.final.areas.A!.battle).toEqual(["TST-1645[TST-1644]", "GEN-103"]);
    expect(t.final.areas.A!.trash ?? []).toEqual([]);
  });

  it("is trashed as usual with no Digimon to go under", () => {
    const t = run("turn A | A: GEN-103, hand TST-1644, memory 3 | B: GEN-103", "A uses TST-1644");
    expect(t.final.areas.A!.trash).toEqual(["TST-1644"]);
  });
});

describe("a card in the hand that places itself under one of your Digimon as a cost", () => {
  it("pays 1, goes under the chosen Digimon, and that Digimon gets +4000 DP", () => {
    const t = run(
      "turn A | A: GEN-103 GEN-104, hand TST-1646, memory 3 | B: GEN-103",
      "A activates TST-1646",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-103", "GEN-104[TST-1646]"]);
    expect(t.final.areas.A!.hand ?? []).toEqual([]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
    expect(JSON.stringify(t.steps)).toMatch(/Lv.4\] gets \+4000 DP for the turn \(9000 DP\)/);
  });

  it("placing it is an effect placing a digivolution card (its [Your Turn] trigger sees it)", () => {
    const t = run(
      "turn A | A: TST-1647, hand TST-1646, deck 1, memory 3 | B: GEN-103",
      "A activates TST-1646",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-1647[TST-1646]"]);
    expect(t.final.areas.A!.hand).toHaveLength(1);
  });

  it("can't be activated without a Digimon that fits", () => {
    expect(() =>
      run("turn A | A: GEN-105, hand TST-1646, memory 3 | B: GEN-103", "A activates TST-1646", "yes"),
    ).toThrow(/cost can't be paid/);
  });
});
