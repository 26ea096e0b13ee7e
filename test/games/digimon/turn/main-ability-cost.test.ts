/**
 * A field [Main] ability whose cost stands on the ability itself (not inside a "you may") is paid
 * before its effect, as every other cost site pays it (15-7).
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const printed = testCard("TST-79002", "[Main] Gain 1 memory.", { level: 3, dp: 3000, playCost: 3 });
// The same ability with its cost on the ability, the shape a hand-written definition may take.
const withCost: CardDef = {
  ...printed,
  abilities: printed.abilities.map((a) => ({ ...a, cost: [{ op: "suspendThis" }] })),
};
const registry = new CardRegistry([...bundledCards, withCost]);

describe("a field [Main] with the cost on the ability", () => {
  it("pays the cost, then does the effect", () => {
    const t = resolveDigimon(
      { board: "turn A | A: TST-79002, memory 2 | B: GEN-203", action: "A activates TST-79002", choices: "" },
      registry,
    ).trace;
    expect(t.final.details?.A?.find((d) => d.card.startsWith("TST-79002"))?.suspended).toBe(true);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });
});
