/**
 * "While your opponent has no Digimon with digivolution cards, this [X] trait Digimon gains ...":
 * a condition on the board and one on this Digimon's own traits, both holding (official Q&A Q6046:
 * an opponent with no Digimon at all has none with digivolution cards).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const TEXT =
  "[Your Turn] While your opponent has no Digimon with digivolution cards, this [Test Beast] trait Digimon gains <Security Attack +1>.";
const AFTER =
  "[Your Turn] While your opponent has no Digimon with digivolution cards, this Digimon with the [Test Beast] trait gains <Security Attack +1>.";
const inherited = compileText(TEXT, { code: "TST-2121", part: "inherited" });
const CARDS = [
  testCard("TST-2121", "", { inherited: inherited.abilities }),
  testCard("TST-2122", "", { name: "Test Beast Host", traits: ["Test Beast"] }),
  testCard("TST-2123", "", { name: "Test Plain Host" }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const securityLeft = (board: string, attacker: string) => {
  const t = resolveDigimon({ board, action: `A attacks B with ${attacker}`, choices: "" }, registry).trace;
  return t.final.areas.B!.security!.length;
};

describe("a board condition and this Digimon's trait together", () => {
  it("reads both wordings as the two conditions", () => {
    for (const text of [TEXT, AFTER]) {
      const r = compileText(text, { code: "TST" });
      expect(r.unread).toEqual([]);
      expect(r.abilities[0]!.persistent?.while).toMatchObject({
        is: "all",
        of: [{ is: "not" }, { is: "self", filter: { traits: ["Test Beast"] } }],
      });
    }
  });

  it("holds when the opponent has no Digimon, and only on a Digimon with the trait", () => {
    expect(securityLeft("turn A; A: TST-2122[TST-2121] | B: security 3", "TST-2122")).toBe(1);
    expect(securityLeft("turn A; A: TST-2123[TST-2121] | B: security 3", "TST-2123")).toBe(2);
  });

  it("does not hold while an opponent's Digimon has a digivolution card", () => {
    expect(securityLeft("turn A; A: TST-2122[TST-2121] | B: GEN-104[GEN-604], security 3", "TST-2122")).toBe(
      2,
    );
    expect(securityLeft("turn A; A: TST-2122[TST-2121] | B: GEN-104, security 3", "TST-2122")).toBe(1);
  });
});
