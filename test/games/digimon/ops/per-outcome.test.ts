/**
 * "For each Digimon deleted by this effect, gain 1 memory", "... for each card trashed by this
 * effect": what the effect did before the sentence is counted, and the number multiplied.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

describe("compiling counts of what this effect did", () => {
  it("wraps everything the effect did before the sentence", () => {
    const r = compileText(
      "[On Play] Delete all of your opponent's level 3 Digimon. Then, for each Digimon deleted by this effect, gain 1 memory.",
      { code: "TST-1" },
    );
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops).toEqual([
      {
        op: "perOutcome",
        what: "delete",
        ops: [
          {
            op: "delete",
            target: { side: "opponent", count: "all", filter: { level: 3, category: "Digimon" } },
          },
        ],
        then: [{ op: "memory", n: 1 }],
      },
    ]);
  });

  it("leaves it unread with nothing before it", () => {
    const alone = compileText("[On Play] For each Digimon deleted by this effect, gain 1 memory.", {
      code: "TST-1",
    });
    expect(alone.unread).not.toEqual([]);
  });

  it("multiplies a choice of Digimon: that many chosen at once (4-27-4)", () => {
    const choice = compileText(
      "[On Play] Trash the top 3 cards of your deck. For each card trashed by this effect, delete 1 of your opponent's Digimon.",
      { code: "TST-1" },
    );
    expect(choice.unread).toEqual([]);
    expect(choice.abilities[0]!.ops[0]).toMatchObject({
      op: "perOutcome",
      what: "trash",
      then: [{ op: "delete" }],
    });
  });

  it("reads <De-Digivolve 1> per card as that many separate De-Digivolves (official Q&A Q1916)", () => {
    const each = compileText(
      "[On Play] Trash the top 3 cards of your deck. For each card trashed by this effect, <De-Digivolve 1> 1 of your opponent's Digimon.",
      { code: "TST-1" },
    );
    expect(each.unread).toEqual([]);
    expect(each.abilities[0]!.ops[0]).toMatchObject({
      op: "perOutcome",
      then: [{ op: "deDigivolve", n: 1 }],
    });
  });
});

const CARDS = [
  testCard(
    "TST-801",
    "[On Play] Delete all of your opponent's level 3 Digimon. Then, for each Digimon deleted by this effect, gain 1 memory.",
  ),
  testCard(
    "TST-802",
    "[On Play] Trash the top 3 cards of your deck. Then, this Digimon gets +1000 DP for the turn for each card trashed by this effect.",
    { level: 4, dp: 3000 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("counts of what this effect did on a board", () => {
  it("gains one memory for each Digimon the effect deleted", () => {
    const two = run("turn A | A: hand TST-801, memory 3 | B: GEN-203 GEN-303 GEN-204", "A plays TST-801");
    expect(two.final.areas.B!.battle).toEqual(["GEN-204"]);
    expect(two.final.memory).toEqual({ player: "A", value: 5 });
    const none = run("turn A | A: hand TST-801, memory 3 | B: GEN-204", "A plays TST-801");
    expect(none.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("adds DP for each card the effect trashed, however many the deck had", () => {
    const dpAfter = (deck: number) => {
      const t = run(`turn A | A: hand TST-802, memory 3, deck ${deck}`, "A plays TST-802");
      return t.final.details!.A![0]!.dp;
    };
    expect(dpAfter(5)).toBe(6000);
    expect(dpAfter(2)).toBe(5000);
    expect(dpAfter(0)).toBe(3000);
  });
});
