/**
 * "place 1 [A] and 1 [B] from your hand and/or trash in this Digimon's digivolution cards in any
 * order": each from either pile, at the bottom of its digivolution cards (4-8-1); "If you place 2
 * cards with this effect": only when that many were placed.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard("TST-85101", "", { name: "Alphamon Test" }),
  testCard("TST-85102", "", { name: "Betamon Test" }),
  testCard(
    "TST-85103",
    "[On Play] You may place 1 [Alphamon Test] and 1 [Betamon Test] from your hand and/or trash in this Digimon's digivolution cards in any order.",
    { level: 5 },
  ),
  testCard(
    "TST-85104",
    "[On Play] You may place 1 [Alphamon Test] and 1 [Betamon Test] from your trash in this card's digivolution cards in any order. If you place 2 cards with this effect, gain 1 memory.",
    { level: 5 },
  ),
  testCard(
    "TST-85105",
    "[On Play] You may place up to 2 red Digimon cards from your trash into this Digimon's digivolution cards.",
    { level: 5 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("placing cards in this Digimon's digivolution cards", () => {
  it("takes one from the hand and one from the trash, under this Digimon", () => {
    const t = run(
      "turn A | A: hand TST-85103 TST-85101, trash TST-85102, memory 3",
      "A plays TST-85103",
      "yes",
    );
    const battle = (t.final.areas.A!.battle ?? []).join(" ");
    expect(battle).toMatch(/^TST-85103\[(TST-85101 TST-85102|TST-85102 TST-85101)\]$/);
    expect(t.final.areas.A!.hand).toEqual([]);
    expect(t.final.areas.A!.trash).toEqual([]);
  });

  it("'into this Digimon's digivolution cards' places at the bottom", () => {
    const t = run("turn A | A: hand TST-85105, trash GEN-103, memory 3", "A plays TST-85105", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-85105[GEN-103]"]);
  });
});

describe("'If you place 2 cards with this effect'", () => {
  it("applies when both were placed", () => {
    const t = run(
      "turn A | A: hand TST-85104, trash TST-85101 TST-85102, memory 3",
      "A plays TST-85104",
      "yes",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });

  it("does nothing when only one could be placed", () => {
    const t = run("turn A | A: hand TST-85104, trash TST-85101, memory 3", "A plays TST-85104", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-85104[TST-85101]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });
});
