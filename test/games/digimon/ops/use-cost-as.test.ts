/**
 * "use 1 ... Option card with as high or lower a use cost as your opponent's memory / that
 * Digimon's level": the value when the effect runs (official Q&A: the level when it activates).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard, testOption } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-71110",
    "[Main] By suspending this Tamer, you may use 1 [Testers] trait Option card with as high or lower a use cost as your opponent's memory from your hand without paying the cost.",
    tamerOf("Red"),
  ),
  testCard(
    "TST-71111",
    "[Your Turn] When one of your Digimon attacks, by suspending this Tamer, you may use 1 [Testers] trait Option card with as high or lower a use cost as that Digimon's level from under this Tamer without paying the cost.",
    tamerOf("Red"),
  ),
  testOption("TST-71112", "[Main] Gain 2 memory.", { playCost: 3, traits: ["Testers"] }),
  testOption("TST-71113", "[Main] Gain 3 memory.", { playCost: 5, traits: ["Testers"] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a use cost at most the opponent's memory", () => {
  it("offers only an Option card whose cost is within it", () => {
    const t = run(
      "turn A | A: TST-71110, hand TST-71113 TST-71112 | B: GEN-203, memory 3",
      "A activates TST-71110",
      "yes",
    );
    expect(t.final.areas.A!.hand).toEqual(["TST-71113"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-71112"]);
  });
});

describe("a use cost at most that Digimon's level", () => {
  it("uses an Option card from under the Tamer with a cost up to the attacker's level", () => {
    const t = run(
      "turn A | A: TST-71111[TST-71113 TST-71112] GEN-104, memory 0 | B: GEN-203, security GEN-303",
      "A attacks B with GEN-104",
      "yes",
    );
    // Level 4: the cost-3 card, not the cost-5 one.
    expect(t.final.areas.A!.battle).toContain("TST-71111[TST-71113](sus)");
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });
});
