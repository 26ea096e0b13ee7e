import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

// A security persistent effect of several sentences, the second one glued after a keyword and
// speaking of the first one's Digimon as "they".
const RUN =
  "[Security] [All Turns] All of your red Digimon gain <Blocker> While you have a Tamer, they also get +2000 DP";
const CARDS = [
  testCard("TST-4701", RUN, { category: "Option", level: undefined, dp: undefined }),
  testCard("TST-4702", "", { category: "Tamer", colors: ["Red"], level: undefined, dp: undefined }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const resolve = (board: string, action: string) =>
  resolveDigimon({ board, action, choices: "" }, registry).trace;
const text = (t: ReturnType<typeof resolve>) => t.steps.map((x) => x.text).join("\n");

describe("persistent sentences in a row", () => {
  it("splits a sentence glued after a keyword and reads 'they' as whom the sentence before reached", () => {
    const r = compileText(RUN);
    expect(r.unread).toEqual([]);
    const [first, second] = r.abilities;
    expect(first!.persistent).toMatchObject({ grants: [{ keyword: "blocker" }], reach: { side: "you" } });
    expect(second!.persistent).toMatchObject({
      grants: [{ dp: 2000 }],
      reach: first!.persistent!.reach,
      while: { is: "field", side: "you" },
    });
    expect(second!.zone).toBe("security");
  });

  it("gives the second sentence's DP only while its condition holds", () => {
    const withTamer = resolve(
      "turn A | A: GEN-104 TST-4702, security TST-4701(up) | B: GEN-205(sus)",
      "A attacks GEN-205 with GEN-104",
    );
    expect(text(withTamer)).toContain("(7000 DP) battles");
    const alone = resolve(
      "turn A | A: GEN-104, security TST-4701(up) | B: GEN-205(sus)",
      "A attacks GEN-205 with GEN-104",
    );
    expect(text(alone)).toContain("(5000 DP) battles");
  });
});
