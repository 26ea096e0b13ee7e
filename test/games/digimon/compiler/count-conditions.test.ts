import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

// "Your Tamers with the [X] trait have 2 or more total colors": the different colours among them.
const WHILE =
  "[Your Turn] While your Tamers with the [Hero] trait have 2 or more total colors, this Digimon gets +2000 DP.";
const tamer = (code: string, colors: ("Red" | "Blue")[], traits: string[]) =>
  testCard(code, "", { category: "Tamer", colors, traits, level: undefined, dp: undefined });
const CARDS = [
  testCard("TST-4761", WHILE, { level: 4, dp: 5000 }),
  tamer("TST-4762", ["Red"], ["Hero"]),
  tamer("TST-4763", ["Blue"], ["Hero"]),
  tamer("TST-4764", ["Blue"], ["Villain"]),
  tamer("TST-4765", ["Red", "Blue"], ["Hero"]),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
function attackDp(mine: string): string | undefined {
  const t = resolveDigimon(
    {
      board: `turn A | A: TST-4761 ${mine} | B: GEN-205(sus)`,
      action: "A attacks GEN-205 with TST-4761",
      choices: "",
    },
    registry,
  ).trace;
  return t.steps
    .map((x) => x.text)
    .join("\n")
    .match(/\((\d+) DP\) battles/)?.[1];
}

describe("a condition on the colours of your Tamers", () => {
  it("reads as a count of colours among the matching Tamers", () => {
    expect(compileText(WHILE).abilities[0]!.persistent!.while).toEqual({
      is: "count",
      count: { side: "you", filter: { category: "Tamer", traits: ["Hero"] }, colors: true },
      atLeast: 2,
    });
  });

  it("counts different colours of the matching Tamers only", () => {
    expect(attackDp("TST-4762 TST-4763")).toBe("7000");
    expect(attackDp("TST-4765")).toBe("7000");
    expect(attackDp("TST-4762 TST-4762")).toBe("5000");
    expect(attackDp("TST-4762 TST-4764")).toBe("5000");
  });
});
