/**
 * Two printings the compiler mends or reads as the usual wording: a closing quote with no opening
 * one after a text's last sentence, and "Your other [X] all get +3000 DP" for "All of your other
 * [X] get +3000 DP".
 */
import { describe, expect, it } from "vitest";
import { normalizeText } from "../../../../src/games/digimon/compiler/index.ts";
import { recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

describe("a stray closing quote", () => {
  it("is dropped when it has no opening quote, and kept when it closes a quote", () => {
    expect(normalizeText('[Your Turn] When this Digimon gets linked, gain 1 memory."')).toBe(
      "[Your Turn] When this Digimon gets linked, gain 1 memory.",
    );
    const quoted = '[Main] 1 of your Digimon gains "[On Deletion] Gain 1 memory."';
    expect(normalizeText(quoted)).toBe(quoted);
  });
});

describe('"Your other [X] all get +3000 DP"', () => {
  const { run } = recordRunner([
    testCard("TST-6161", "[Your Turn] Your other [Pack Wolf] all get +3000 DP.", { name: "Pack Wolf" }),
    testCard("TST-6162", "", { name: "Pack Wolf" }),
  ]);

  it("raises your other Digimon of that name on your turn, not this one nor others", () => {
    const t = run(
      "turn A main; A: TST-6161 TST-6162 GEN-103 | B: security 3",
      "A attacks player B with GEN-103",
    );
    const dp = (code: string) => t.final.details!.A!.find((d) => d.card.startsWith(code))!.dp;
    expect(dp("TST-6162")).toBe(6000);
    expect(dp("TST-6161")).toBe(3000);
    expect(dp("GEN-103")).toBe(3000);
  });
});
