import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

// "Your opponent has no Digimon with more digivolution cards than this Digimon": every one of
// theirs has as many or fewer.
const WHILE =
  "[Your Turn] While your opponent has no Digimon with more digivolution cards than this Digimon, this Digimon gets +2000 DP.";
const CARDS = [testCard("TST-4751", WHILE, { level: 4, dp: 5000 })];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
function attackDp(attacker: string, target: string): string | undefined {
  const t = resolveDigimon(
    {
      board: `turn A | A: ${attacker} | B: ${target}`,
      action: `A attacks GEN-205 with TST-4751`,
      choices: "",
    },
    registry,
  ).trace;
  return t.steps
    .map((x) => x.text)
    .join("\n")
    .match(/\((\d+) DP\) battles/)?.[1];
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
