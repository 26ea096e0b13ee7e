/**
 * "When one of your Digimon ... attacks, by suspending this Tamer, activate 1 of the effects
 * below: ・It may digivolve into ...": in a bullet right after the trigger's own sentence, "it"
 * is still the trigger's Digimon (the attacking one), as in the sentence itself. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/index.ts";
import { testCard } from "../test-card.ts";

const TAMER =
  "[Your Turn] When one of your Digimon with the [Comet] trait attacks, by suspending this Tamer, activate 1 of the effects below:\n・It may digivolve into a level 6 or lower card with the [Comet] trait in the hand with the cost reduced by 1.\n・Gain 1 memory.";
const CARDS = [
  testCard("TST-9841", TAMER, { category: "Tamer", level: undefined, dp: undefined }),
  testCard("TST-9842", "", { level: 4, traits: ["Comet"] }),
  testCard("TST-9843", "", {
    level: 5,
    dp: 7000,
    traits: ["Comet"],
    digivolve: [{ level: 4, color: "Red", cost: 3 }],
  }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("'it' in a bullet after a trigger about another Digimon", () => {
  it("reads as that Digimon", () => {
    const out = compileText(TAMER, { code: "TST-9844" });
    expect(out.unread).toEqual([]);
    expect(JSON.stringify(out.abilities[0]!.ops)).toMatch(/"referent":"subject"/);
  });

  it("the attacking Digimon digivolves, for 1 less", () => {
    const t = run(
      "turn A | A: TST-9841 TST-9842 GEN-103, hand TST-9843, deck 3, memory 5 | B: security 2",
      "A attacks B with TST-9842",
    );
    const battle = t.final.areas.A!.battle!;
    expect(battle.some((x) => x.startsWith("TST-9843[TST-9842]"))).toBe(true);
    expect(battle).toContain("GEN-103");
    expect(battle.some((x) => x.startsWith("TST-9841") && x.includes("sus"))).toBe(true);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("'this Tamer' in a bullet stays unread rather than becoming the Digimon", () => {
    const out = compileText(
      "[Your Turn] When one of your Digimon attacks, by suspending this Tamer, activate 1 of the effects below:\n・It gets +1000 DP and this Tamer unsuspends.\n・Gain 1 memory.",
      { code: "TST-9845" },
    );
    expect(out.unread.length).toBeGreaterThan(0);
  });
});
