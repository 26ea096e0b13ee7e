/**
 * Playing one of this Digimon's digivolution cards "as another Digimon", and placing a card from
 * the hand or trash under a Digimon or Tamer the player chooses (4-8-1, 4-4-2): written in the
 * card-text templates, compiled, put on a board and resolved.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-901",
    "[When Attacking] Play 1 level 4 or lower digivolution card under this card as another Digimon without paying its memory cost.",
    { level: 6, dp: 11000 },
  ),
  testCard(
    "TST-902",
    "[On Play] You may place 1 blue Digimon card from your hand at the bottom of one of your Digimon's digivolution cards.",
  ),
  testCard(
    "TST-903",
    "[On Play] You may place 1 Digimon card with the [Test] trait from your hand or trash as any of your [Test] trait Digimon's bottom digivolution cards or under any of your [Test] trait Tamers.",
  ),
  testCard("TST-904", "", { category: "Tamer", traits: ["Test"], level: undefined, dp: undefined }),
  testCard("TST-905", "", { traits: ["Test"] }),
  testCard("TST-906", "[On Play] <Draw 1>", { level: 5 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("playing a digivolution card under this card as another Digimon", () => {
  it("plays a level 4 or lower card from under it, free, and its [On Play] comes first", () => {
    const t = run(
      "turn A | A: TST-901[GEN-104 GEN-303], deck 2, memory 3 | B: security GEN-103",
      "A attacks B with TST-901",
      "target GEN-104",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-901[GEN-303](sus)", "GEN-104"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("never takes a card above the level, nor a card that is not a Digimon", () => {
    const t = run(
      "turn A | A: TST-901[TST-906 TST-904], memory 3 | B: security GEN-103",
      "A attacks B with TST-901",
    );
    expect(t.steps.map((s) => s.text).join("\n")).toContain(
      "has no card in their digivolution cards that can be played",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-901[TST-906 TST-904](sus)"]);
  });
});

describe("placing a card under a Digimon or Tamer the player chooses", () => {
  it("'at the bottom of one of your Digimon's digivolution cards' may choose this Digimon", () => {
    const t = run(
      "turn A | A: GEN-303[GEN-203], hand TST-902 GEN-303, memory 3",
      "A plays TST-902",
      "target TST-902",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-303[GEN-203]", "TST-902[GEN-303]"]);
  });

  it("puts the card at the bottom of the chosen Digimon's digivolution cards", () => {
    const t = run(
      "turn A | A: GEN-303[GEN-203], hand TST-902 GEN-303, memory 3",
      "A plays TST-902",
      "target GEN-303",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-303[GEN-203 GEN-303]", "TST-902"]);
  });

  it("'... Digimon's bottom digivolution cards or under any of your ... Tamers' takes either, with the trait", () => {
    const board = "turn A | A: GEN-104 TST-904[GEN-103], hand TST-903, trash TST-905, memory 3";
    const t = run(board, "A plays TST-903", "target TST-904");
    expect(t.final.areas.A!.battle).toEqual(["GEN-104", "TST-904[GEN-103 TST-905]", "TST-903"]);
    expect(t.final.areas.A!.trash).toEqual([]);
  });

  it("a Digimon or Tamer without the trait can't take it", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-903, trash TST-905, memory 3",
      "A plays TST-903",
      "target GEN-104",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-104", "TST-903"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-905"]);
  });
});

describe("comparing with the Digimon a cost placed this card under", () => {
  const cards = [
    testCard(
      "TST-921",
      "[Hand] [Main] By paying 1 cost and placing this card as the bottom digivolution card of 1 of your Digimon that's level 6, <De-Digivolve 1> all of your opponent's Digimon with as much or less DP than that Digimon.",
    ),
    testCard("TST-922", "", { level: 6, dp: 12000 }),
  ];
  const reg = new CardRegistry([...bundledCards, ...cards]);
  const play = (board: string) =>
    resolveDigimon({ board, action: "A activates TST-921", choices: "" }, reg).trace;

  it("de-digivolves only the opponent's Digimon with as much or less DP than the chosen Digimon", () => {
    const t = play("turn A | A: GEN-106, hand TST-921, memory 3 | B: GEN-104[GEN-103] TST-922[GEN-205]");
    expect(t.final.areas.A!.battle).toEqual(["GEN-106[TST-921]"]);
    expect(t.final.areas.B!.battle).toEqual(["GEN-103", "TST-922[GEN-205]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("can't be activated without a Digimon to place it under", () => {
    expect(() => play("turn A | A: GEN-104, hand TST-921, memory 3 | B: GEN-104[GEN-103]")).toThrow(
      /cost can't be paid/,
    );
  });
});
