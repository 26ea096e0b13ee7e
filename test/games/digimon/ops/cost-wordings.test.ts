/**
 * Cost wordings: "from trash" without "your", and "placing 1 of your [X] as this Digimon's bottom
 * digivolution card" where [X] is a Tamer of yours (it leaves the battle area, 4-8-1).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined };
const CARDS = [
  testCard("TST-881", "", { traits: ["Alpha"] }),
  testCard(
    "TST-882",
    "[Main] [Once Per Turn] By returning 1 [Alpha] trait Digimon card from trash to the top of your deck, gain 2 memory.",
    { level: 4 },
  ),
  testCard("TST-883", "", { ...tamer, name: "Keeper" }),
  testCard(
    "TST-884",
    "[Main] [Once Per Turn] By placing 1 of your [Keeper] as this Digimon's bottom digivolution card, gain 2 memory.",
    { level: 4 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("small cost wordings", () => {
  it("returns a card 'from trash' to the top of the deck", () => {
    const t = run(
      "turn A | A: TST-882, trash GEN-103 TST-881, deck GEN-104, memory 0",
      "A activates TST-882",
    );
    expect(t.final.areas.A!.deck).toEqual(["TST-881", "GEN-104"]);
    expect(t.final.areas.A!.trash).toEqual(["GEN-103"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("places a named Tamer of yours under this Digimon, and can't without one", () => {
    const t = run("turn A | A: TST-884 TST-883, memory 0", "A activates TST-884");
    expect(t.final.areas.A!.battle).toEqual(["TST-884[TST-883]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
    expect(() => run("turn A | A: TST-884 GEN-103, memory 0", "A activates TST-884")).toThrow(
      /can't be paid/,
    );
  });
});
