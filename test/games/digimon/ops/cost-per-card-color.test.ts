/**
 * "When this Digimon would digivolve into a card with [X] in its name, reduce the cost by 1 for
 * each of that card's colors": the reduction counts the colours of the card digivolved into
 * (8-1-2-4, 15-8-5); "into a card with 2 colors or [X] in its traits": either one. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-73020",
    "[Your Turn] When this Digimon would digivolve into a card with [Vzmon] in its name, reduce the cost by 1 for each of that card's colors.",
  ),
  testCard("TST-73021", "", {
    name: "Vzmon Two",
    level: 4,
    colors: ["Red", "Blue"],
    digivolve: [{ level: 3, color: "Red", cost: 3 }],
  }),
  testCard("TST-73022", "", {
    name: "Vzmon One",
    level: 4,
    colors: ["Red"],
    digivolve: [{ level: 3, color: "Red", cost: 3 }],
  }),
  testCard(
    "TST-73023",
    "[Your Turn] When this Digimon would digivolve into a card with 2 colors or [Vz] in its traits, reduce the digivolution cost by 2.",
  ),
  testCard("TST-73024", "", { level: 4, traits: ["Vz"], digivolve: [{ level: 3, color: "Red", cost: 3 }] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (into: string, from = "TST-73020") =>
  resolveDigimon(
    {
      board: `turn A | A: ${from}, hand ${into}, memory 5, deck 2 | B: GEN-203`,
      action: `A digivolves ${from} into ${into}`,
      choices: "",
    },
    registry,
  ).trace;

describe("a cost reduced for each colour of the card digivolved into", () => {
  it("a two-colour card costs 2 less", () => {
    const t = run("TST-73021");
    expect(t.final.areas.A!.battle).toEqual(["TST-73021[TST-73020]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });

  it("a one-colour card costs 1 less", () => {
    const t = run("TST-73022");
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });
});

describe("a cost reduced for a card with 2 colours or a trait", () => {
  it("a two-colour card costs 2 less", () => {
    expect(run("TST-73021", "TST-73023").final.memory).toEqual({ player: "A", value: 4 });
  });

  it("a one-colour card with the trait costs 2 less", () => {
    expect(run("TST-73024", "TST-73023").final.memory).toEqual({ player: "A", value: 4 });
  });

  it("a one-colour card without it pays the full cost", () => {
    expect(run("TST-73022", "TST-73023").final.memory).toEqual({ player: "A", value: 2 });
  });
});
