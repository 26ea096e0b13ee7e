/**
 * "1 of your Digimon [with ...] in the breeding area may digivolve into ...": an effect that
 * names the breeding area may digivolve a Digimon there (3-4-7-5), and only there.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const TEXT =
  "[On Play] 1 of your Digimon with [Vbird] in any of its traits in the breeding area may digivolve into a level 4 or lower Digimon card with [Vbird] in any of its traits in the hand without paying the cost.";
const CARDS = [
  testCard("TST-8801", TEXT),
  testCard("TST-8802", "", { level: 4, traits: ["Vbird"], digivolve: [{ level: 3, color: "Red", cost: 2 }] }),
  testCard("TST-8803", "", { level: 3, traits: ["Vbird"] }),
  testCard("TST-8804", "", { level: 5, traits: ["Vbird"], digivolve: [{ level: 4, color: "Red", cost: 2 }] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string) =>
  resolveDigimon({ board, action: "A plays TST-8801", choices: "yes" }, registry).trace;

describe("digivolving a Digimon in the breeding area by an effect", () => {
  it("reads the breeding area as where the Digimon is", () => {
    const r = compileText(TEXT, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops).toMatchObject([
      {
        op: "digivolveBy",
        who: { side: "you", count: 1, filter: { traitIncludes: ["Vbird"] } },
        into: { maxLevel: 4, traitIncludes: ["Vbird"] },
        cost: "free",
        breeding: true,
      },
    ]);
  });

  it("digivolves the Digimon in the breeding area for free", () => {
    const t = run("turn A | A: hand TST-8801 TST-8802, breeding TST-8803, memory 3, deck 3 | B: GEN-203");
    expect(t.final.areas.A!.breeding).toEqual(["TST-8802[TST-8803]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
    expect(t.final.areas.A!.hand).toHaveLength(1);
  });

  it("never a Digimon in the battle area, even one that fits", () => {
    const t = run("turn A | A: TST-8803, hand TST-8801 TST-8802, memory 3, deck 3 | B: GEN-203");
    expect(t.final.areas.A!.battle).toEqual(["TST-8803", "TST-8801"]);
    expect(t.final.areas.A!.hand).toEqual(["TST-8802"]);
  });

  it("never into a card above the level the text allows, nor from one without the trait", () => {
    const high = run("turn A | A: hand TST-8801 TST-8804, breeding TST-8802, memory 3, deck 3 | B: GEN-203");
    expect(high.final.areas.A!.breeding).toEqual(["TST-8802"]);
    const plain = run("turn A | A: hand TST-8801 TST-8802, breeding GEN-103, memory 3, deck 3 | B: GEN-203");
    expect(plain.final.areas.A!.breeding).toEqual(["GEN-103"]);
  });
});
