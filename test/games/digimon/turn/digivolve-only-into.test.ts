/**
 * "This Digimon can only digivolve into white Digimon" (15-8-2): digivolving into any other card
 * is refused, by the action and by an effect alike.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const fromLevel3 = { level: 4, dp: 5000, digivolve: [{ level: 3, color: "Red" as const, cost: 1 }] };
const CARDS = [
  testCard("TST-951", "[Your Turn] This Digimon can only digivolve into white Digimon."),
  testCard("TST-952", "", { ...fromLevel3, colors: ["White"] }),
  testCard("TST-953", "", fromLevel3),
  testCard(
    "TST-954",
    "[On Play] 1 of your Digimon may digivolve into a level 4 Digimon card in the hand without paying the cost.",
    { category: "Tamer", level: undefined, dp: undefined },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("compiling 'can only digivolve into'", () => {
  it("reads the cards it may digivolve into", () => {
    const r = compileText("[All Turns] This Digimon can only digivolve into [Apocalymon].", {
      code: "TST-1",
    });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.persistent).toEqual({
      kind: "continuous",
      grants: [{ digivolveOnlyInto: { nameIs: ["Apocalymon"] } }],
    });
  });
});

describe("'can only digivolve into' on a board", () => {
  it("lets it digivolve into a white Digimon only", () => {
    const white = run("turn A | A: TST-951, hand TST-952, memory 3", "A digivolves TST-951 into TST-952");
    expect(white.final.areas.A!.battle).toEqual(["TST-952[TST-951]"]);
    expect(() =>
      run("turn A | A: TST-951, hand TST-953, memory 3", "A digivolves TST-951 into TST-953"),
    ).toThrow(/can't digivolve/);
  });

  it("holds against a digivolution by an effect", () => {
    const t = run("turn A | A: TST-951, hand TST-954 TST-953, memory 3", "A plays TST-954");
    expect(t.final.areas.A!.battle).toContain("TST-951");
    expect(t.final.areas.A!.hand).toEqual(["TST-953"]);
    const ok = run("turn A | A: TST-951, hand TST-954 TST-952, memory 3", "A plays TST-954");
    expect(ok.final.areas.A!.battle).toContain("TST-952[TST-951]");
  });
});
