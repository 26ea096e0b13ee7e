/**
 * "When any of your [Aqua] trait Digimon attack, by suspending this Tamer, you may place 1 ...
 * from your hand as that Digimon's bottom digivolution card": the card goes under the Digimon the
 * trigger is about (15-8-5), after the Tamer is suspended as the cost.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined };
const CARDS = [
  testCard(
    "TST-8101",
    "[Your Turn] When any of your Digimon with the [Aqua] trait attack, by suspending this Tamer, you may place 1 level 5 or lower Digimon card with the [Aqua] trait from your hand as that Digimon's bottom digivolution card.",
    tamer,
  ),
  testCard("TST-8102", "", { level: 4, dp: 5000, traits: ["Aqua"] }),
  testCard("TST-8103", "", { level: 5, traits: ["Aqua"] }),
  testCard("TST-8104", "", { level: 4, dp: 5000 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("a card placed as 'that Digimon's' bottom digivolution card", () => {
  it("goes under the attacking Digimon with the trait", () => {
    const t = run(
      "turn A | A: TST-8101 TST-8102 TST-8104, hand TST-8103 | B: security GEN-203 GEN-204",
      "A attacks B with TST-8102",
    );
    expect(t.final.areas.A!.battle).toContain("TST-8101(sus)");
    expect(t.final.areas.A!.battle!.some((p) => p.startsWith("TST-8102") && p.includes("[TST-8103]"))).toBe(
      true,
    );
    expect(t.final.areas.A!.hand ?? []).toEqual([]);
  });

  it("does not trigger for a Digimon without the trait", () => {
    const t = run(
      "turn A | A: TST-8101 TST-8102 TST-8104, hand TST-8103 | B: security GEN-203 GEN-204",
      "A attacks B with TST-8104",
    );
    expect(t.final.areas.A!.battle).toContain("TST-8101");
    expect(t.final.areas.A!.hand).toEqual(["TST-8103"]);
  });
});
