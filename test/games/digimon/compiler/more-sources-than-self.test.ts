import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { battleDp, recordRunner } from "../record-runner.ts";

// "Your opponent has no Digimon with more digivolution cards than this Digimon": every one of
// theirs has as many or fewer.
const WHILE =
  "[Your Turn] While your opponent has no Digimon with more digivolution cards than this Digimon, this Digimon gets +2000 DP.";
const CARDS = [testCard("TST-4751", WHILE, { level: 4, dp: 5000 })];
const { run } = recordRunner(CARDS);
function attackDp(attacker: string, target: string): string | undefined {
  return battleDp(run(`turn A | A: ${attacker} | B: ${target}`, `A attacks GEN-205 with TST-4751`));
}

describe("no opponent's Digimon with more digivolution cards than this Digimon", () => {
  it("reads as none beyond as many or fewer", () => {
    expect(compileText(WHILE).abilities[0]!.persistent!.while).toEqual({
      is: "not",
      cond: {
        is: "field",
        side: "opponent",
        filter: { category: "Digimon", noneOf: [{ maxSourcesOfSelf: true }] },
      },
    });
  });

  it("holds with as many digivolution cards or fewer, not with more", () => {
    expect(attackDp("TST-4751[GEN-103]", "GEN-205[GEN-204](sus)")).toBe("7000");
    expect(attackDp("TST-4751[GEN-103]", "GEN-205(sus)")).toBe("7000");
    expect(attackDp("TST-4751", "GEN-205[GEN-204](sus)")).toBe("5000");
    expect(attackDp("TST-4751[GEN-103]", "GEN-205[GEN-204 GEN-203](sus)")).toBe("5000");
  });
});
