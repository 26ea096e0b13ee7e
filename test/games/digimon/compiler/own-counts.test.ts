/**
 * Counts of the ability's own Digimon and of the Tamers' colours: "for each of its digivolution
 * cards", "for each of this Digimon's face-down digivolution cards", "for each color in its
 * digivolution cards", "for every 2 colors your Tamers have". Compiled, then resolved on boards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const persistentOf = (text: string) => {
  const r = compileText(text, { code: "TST-1" });
  expect(r.unread).toEqual([]);
  return r.abilities[0]!.persistent;
};

describe("compiling counts of this Digimon's digivolution cards and of colours", () => {
  it("reads the digivolution cards, face-down ones and their colours", () => {
    expect(
      persistentOf("[Your Turn] This Digimon gets +1000 DP for each of its digivolution cards."),
    ).toEqual({
      kind: "dpPerEach",
      amount: 1000,
      count: { side: "you", filter: {}, zone: "sources" },
    });
    expect(
      persistentOf("[Your Turn] For every 2 cards in this Digimon's digivolution cards, it gets +1000 DP."),
    ).toEqual({
      kind: "dpPerEach",
      amount: 1000,
      count: { side: "you", filter: {}, zone: "sources", per: 2 },
    });
    expect(
      persistentOf(
        "[All Turns] This Digimon gets +1000 DP for each of this Digimon's face-down digivolution cards.",
      ),
    ).toEqual({
      kind: "dpPerEach",
      amount: 1000,
      count: { side: "you", filter: {}, zone: "sources", faceDown: true },
    });
    expect(
      persistentOf("[Your Turn] For each color in this Digimon's digivolution cards, it gets +1000 DP."),
    ).toEqual({
      kind: "dpPerEach",
      amount: 1000,
      count: { side: "you", filter: {}, zone: "sources", colors: true },
    });
  });

  it("reads 'for each of your Tamers' colors' as colours, not Tamers", () => {
    const r = compileText("[On Play] For each of your Tamers' colors, gain 1 memory.", { code: "TST-1" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops).toEqual([
      {
        op: "scaled",
        by: { side: "you", filter: { category: "Tamer" }, colors: true },
        then: [{ op: "memory", n: 1 }],
      },
    ]);
  });

  it("reads the colours of your Tamers", () => {
    const r = compileText("[On Play] For every 2 colors your Tamers have, <Draw 1>.", { code: "TST-1" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops).toEqual([
      {
        op: "scaled",
        by: { side: "you", filter: { category: "Tamer" }, colors: true, per: 2 },
        then: [{ op: "draw", n: 1 }],
      },
    ]);
  });
});

const tamer = (code: string, colors: ("Red" | "Blue" | "Yellow" | "Green")[]) =>
  testCard(code, "", { category: "Tamer", colors, dp: undefined, level: undefined });

const CARDS = [
  testCard("TST-401", "[Your Turn] This Digimon gets +1000 DP for each of its digivolution cards.", {
    level: 4,
    dp: 3000,
  }),
  testCard("TST-402", "[Your Turn] For each color in this Digimon's digivolution cards, it gets +2000 DP.", {
    level: 4,
    dp: 3000,
  }),
  testCard(
    "TST-403",
    "[When Digivolving] For each of this Digimon's face-down digivolution cards, suspend 1 of your opponent's Digimon.",
    { level: 5, digivolve: [{ level: 4, color: "Red", cost: 1 }] },
  ),
  testCard("TST-404", "[On Play] For every 2 colors your Tamers have, <Draw 1>."),
  tamer("TST-405", ["Red", "Blue"]),
  tamer("TST-406", ["Blue", "Yellow"]),
  tamer("TST-407", ["Green"]),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("own counts on a board", () => {
  it("adds DP for each digivolution card, face-down ones included", () => {
    // 3000 + 2 × 1000 = 5000 ties the 5000 DP Digimon; with one card under it, it loses.
    const tie = run(
      "turn A | A: TST-401[GEN-103 GEN-203(down)] | B: GEN-204(sus)",
      "A attacks GEN-204 with TST-401",
    );
    expect(tie.final.areas.A!.battle).toEqual([]);
    expect(tie.final.areas.B!.battle).toEqual([]);
    const lose = run("turn A | A: TST-401[GEN-103] | B: GEN-204(sus)", "A attacks GEN-204 with TST-401");
    expect(lose.final.areas.B!.battle).toEqual(["GEN-204(sus)"]);
  });

  it("counts different colours among the digivolution cards, not cards", () => {
    // Red and yellow (two red cards count once): 3000 + 2 × 2000 = 7000 beats 5000 DP.
    const win = run(
      "turn A | A: TST-402[GEN-103 GEN-104 GEN-203] | B: GEN-204(sus)",
      "A attacks GEN-204 with TST-402",
    );
    expect(win.final.areas.B!.battle).toEqual([]);
    expect(win.final.areas.A!.battle).toHaveLength(1);
    // Red only: 5000, a tie.
    const tie = run(
      "turn A | A: TST-402[GEN-103 GEN-104] | B: GEN-204(sus)",
      "A attacks GEN-204 with TST-402",
    );
    expect(tie.final.areas.A!.battle).toEqual([]);
  });

  it("suspends one Digimon for each face-down digivolution card only", () => {
    const suspended = (sources: string) => {
      const t = run(
        `turn A | A: TST-401[${sources}], memory 3 | B: GEN-203 GEN-204 GEN-205`,
        "A digivolves TST-401 into TST-403",
      );
      return t.final.areas.B!.battle!.filter((d) => d.endsWith("(sus)")).length;
    };
    expect(suspended("GEN-103 GEN-203(down)")).toBe(1);
    expect(suspended("GEN-103(down) GEN-203(down)")).toBe(2);
    expect(suspended("GEN-103 GEN-203")).toBe(0);
  });

  it("draws once for every 2 different colours among your Tamers", () => {
    // Red, blue, yellow: 3 colours, one draw. Blue counts once.
    const three = run("turn A | A: TST-405 TST-406, hand TST-404, memory 3, deck 5", "A plays TST-404");
    expect(three.final.areas.A!.hand).toHaveLength(1);
    const two = run("turn A | A: TST-405, hand TST-404, memory 3, deck 5", "A plays TST-404");
    expect(two.final.areas.A!.hand).toHaveLength(1);
    const four = run(
      "turn A | A: TST-405 TST-406 TST-407, hand TST-404, memory 3, deck 5",
      "A plays TST-404",
    );
    expect(four.final.areas.A!.hand).toHaveLength(2);
    const none = run("turn A | A: hand TST-404, memory 3, deck 5", "A plays TST-404");
    expect(none.final.areas.A!.hand).toHaveLength(0);
  });
});
