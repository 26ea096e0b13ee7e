/**
 * "use 1 Option card that has [X] in its name or that's yellow from the hand with the cost reduced
 * by 2": either the name or the colour fits. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testOption } from "../test-card.ts";

const MAIN = "[Main] 1 of your opponent's Digimon gets -1000 DP for the turn.";
const CARDS = [
  testOption(
    "TST-73050",
    "[Main] You may use 1 Option card that has [Vz] in its name or that's yellow from the hand with the cost reduced by 2.",
  ),
  testOption("TST-73051", MAIN, { colors: ["Yellow"], playCost: 3 }),
  testOption("TST-73052", MAIN, { name: "Vz Plug", playCost: 3 }),
  testOption("TST-73053", MAIN, { playCost: 3 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (hand: string) =>
  resolveDigimon(
    {
      board: `turn A | A: GEN-103 GEN-203, hand TST-73050 ${hand}, memory 5 | B: GEN-203`,
      action: "A uses TST-73050",
      choices: "yes",
    },
    registry,
  ).trace;

describe("an Option card that has a name or a colour", () => {
  it("a yellow Option is used for 1", () => {
    const t = run("TST-73051");
    expect(t.final.areas.A!.hand ?? []).toEqual([]);
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });

  it("a red Option with the name is used for 1", () => {
    const t = run("TST-73052");
    expect(t.final.areas.A!.hand ?? []).toEqual([]);
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });

  it("a red Option without the name stays in the hand", () => {
    const t = run("TST-73053");
    expect(t.final.areas.A!.hand).toEqual(["TST-73053"]);
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
  });
});
