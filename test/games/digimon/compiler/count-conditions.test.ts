import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { battleDp, recordRunner } from "../record-runner.ts";

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
const { run } = recordRunner(CARDS);
function attackDp(mine: string): string | undefined {
  return battleDp(run(`turn A | A: TST-4761 ${mine} | B: GEN-205(sus)`, "A attacks GEN-205 with TST-4761"));
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
