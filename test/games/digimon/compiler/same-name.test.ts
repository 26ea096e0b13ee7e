/**
 * "For each other Digimon you have in play with the same name as this Digimon": the name compared
 * is the Digimon's own, so an inherited effect compares its host's name (official Q&A Q3231).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const TEXT =
  "[Your Turn] For each other Digimon you have in play with the same name as this Digimon, this Digimon gets +1000 DP.";
const inherited = compileText(TEXT, { code: "TST-2111", part: "inherited" });
const CARDS = [
  testCard("TST-2111", "", { name: "Test Source", inherited: inherited.abilities }),
  testCard("TST-2112", "", { name: "Test Host", dp: 4000 }),
  testCard("TST-2113", TEXT, { name: "Test Counter" }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
/** The final DP of each Digimon on A's side after a play that changes nothing else. */
function dps(board: string): Record<string, number | undefined> {
  const final = resolveDigimon({ board, action: "A plays GEN-104", choices: "" }, registry).trace.final;
  return Object.fromEntries((final.details?.A ?? []).map((d) => [d.card, d.dp]));
}

describe("the same name as this Digimon", () => {
  it("reads the count with the name compared to this Digimon's", () => {
    expect(inherited.unread).toEqual([]);
    expect(JSON.stringify(inherited.abilities[0])).toContain('"sameNameAsSelf":true');
  });

  it("counts the other Digimon named like the host, not like the card under it", () => {
    const d = dps(
      "turn A; A: TST-2112#a[TST-2111] TST-2112#b TST-2111#c TST-2111#d, hand GEN-104, memory 10",
    );
    // One other [Test Host] (TST-2112#b); the two [Test Source] on the field do not count.
    expect(d["TST-2112#a[TST-2111]"]).toBe(5000);
    expect(d["TST-2112#b"]).toBe(4000);
  });

  it("counts nothing for a Digimon with no namesake, and works on its own printed text", () => {
    expect(dps("turn A; A: TST-2112#a[TST-2111], hand GEN-104, memory 10")["TST-2112#a[TST-2111]"]).toBe(
      4000,
    );
    const own = dps("turn A; A: TST-2113#a TST-2113#b TST-2113#c, hand GEN-104, memory 10");
    expect(own["TST-2113#a"]).toBe(5000);
  });
});
