import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

// "with play costs of 4 or less": the plural wording of "with a play cost of 4 or less".
const DELETE = "[On Play] Delete 1 of your opponent's Digimon with play costs of 4 or less.";
const CARDS = [
  testCard("TST-4792", DELETE),
  testCard("TST-4793", "", { playCost: 5 }),
  testCard("TST-4794", "", { playCost: 3 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);

describe("a play cost limit worded in the plural", () => {
  it("reads as a maximum play cost", () => {
    const r = compileText(DELETE);
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops).toEqual([
      {
        op: "delete",
        target: { side: "opponent", count: 1, filter: { category: "Digimon", maxPlayCost: 4 } },
      },
    ]);
  });

  it("deletes only a Digimon that costs that much or less", () => {
    const t = resolveDigimon(
      { board: "turn A | A: hand TST-4792 | B: TST-4793 TST-4794", action: "A plays TST-4792", choices: "" },
      registry,
    ).trace;
    expect(t.final.areas.B!.trash).toEqual(["TST-4794"]);
    expect(t.final.areas.B!.battle).toEqual(["TST-4793"]);
  });
});
