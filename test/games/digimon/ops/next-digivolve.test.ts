/**
 * "The next time one of your Digimon digivolves this turn, reduce the digivolution cost by N"
 * (8-1-2-4, 15-8-5): the cost change waits for its player's next matching digivolution, acts on
 * that one only, and may carry a cost of its own ("you may suspend 1 of your Digimon to ...").
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testOption } from "../test-card.ts";

const CARDS = [
  testOption(
    "TST-4451",
    "[Main] The next time one of your Digimon would digivolve this turn, reduce the digivolution cost by 1.",
  ),
  testOption(
    "TST-4452",
    "[Main] The next time one of your yellow Digimon digivolves this turn, reduce the memory cost of the digivolution by 2.",
  ),
  testOption(
    "TST-4453",
    "[Main] The next time one of your Digimon digivolves this turn, you may suspend 1 of your Digimon to reduce the memory cost of the digivolution by 2.",
  ),
  testOption(
    "TST-73030",
    "[Main] For the turn, when one of your Digimon would next digivolve, reduce the digivolution cost by 1.",
  ),
];
const reg = new CardRegistry([...bundledCards, ...CARDS]);
const go = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, reg).trace;
const BOARD = "turn A | A: GEN-103 GEN-203, hand TST-445X GEN-104 GEN-204, memory 5 | B: GEN-103";

describe("the next time one of your Digimon digivolves (8-1-2-4)", () => {
  it("reduces the next digivolution's cost once, and not the one after it", () => {
    const t = go(
      BOARD.replace("TST-445X", "TST-4451"),
      "A uses TST-4451; A digivolves GEN-103 into GEN-104; A digivolves GEN-203 into GEN-204",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-104[GEN-103]", "GEN-204[GEN-203]"]);
    // 5 memory: 2 - 1 for the first digivolution, the full 2 for the second.
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("passes over a digivolution in the breeding area (3-4-7-6) and waits for the next one", () => {
    const board =
      "turn A | A: GEN-203, breeding GEN-103, hand TST-4451 GEN-104 GEN-204, memory 5 | B: GEN-103";
    const bred = go(board, "A uses TST-4451; A digivolves GEN-103 into GEN-104");
    // The breeding-area digivolution pays its full 2.
    expect(bred.final.memory).toEqual({ player: "A", value: 3 });
    const both = go(
      board,
      "A uses TST-4451; A digivolves GEN-103 into GEN-104; A digivolves GEN-203 into GEN-204",
    );
    // 2 in the breeding area, then 2 - 1 in the battle area.
    expect(both.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("waits for a digivolution that matches, passing over one that does not", () => {
    const t = go(
      BOARD.replace("TST-445X", "TST-4452"),
      "A uses TST-4452; A digivolves GEN-103 into GEN-104; A digivolves GEN-203 into GEN-204",
    );
    // The red one pays 2; the yellow one 2 - 2.
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("offers its own cost, and reduces only when it is paid (15-8-5)", () => {
    const paid = go(
      BOARD.replace("TST-445X", "TST-4453"),
      "A uses TST-4453; A digivolves GEN-103 into GEN-104",
      "TST-4453: yes, target GEN-203",
    );
    expect(paid.final.areas.A!.battle).toEqual(["GEN-104[GEN-103]", "GEN-203(sus)"]);
    expect(paid.final.memory).toEqual({ player: "A", value: 5 });
    const declined = go(
      BOARD.replace("TST-445X", "TST-4453"),
      "A uses TST-4453; A digivolves GEN-103 into GEN-104; A digivolves GEN-203 into GEN-204",
      "TST-4453: no",
    );
    // Declined at the first digivolution, it is gone: the second pays in full too.
    expect(declined.final.memory).toEqual({ player: "A", value: 1 });
  });
});

describe("reading 'the next time ... digivolves'", () => {
  it("reads the level-to-level order with 'decrease'", () => {
    const out = compileText(
      "[Main] For the turn, the next time you would digivolve one of your green Digimon from level 5 to level 6, decrease the digivolution cost by 4.",
      { code: "TST-4454" },
    );
    expect(out.unread).toEqual([]);
    expect(out.abilities[0]!.ops[0]).toMatchObject({
      op: "nextDigivolve",
      would: { on: "digivolve", from: { colors: ["Green"], level: 5 }, into: { level: 6 } },
      ops: [{ op: "reduceCost", n: 4 }],
      duration: "turn",
    });
  });

  it("leaves anything but a cost change unread", () => {
    const out = compileText("[Main] The next time one of your Digimon digivolves this turn, <Draw 1>.", {
      code: "TST-4455",
    });
    expect(out.unread).toHaveLength(1);
  });

  it("'for the turn, when one of your Digimon would next digivolve': the same, once", () => {
    const t = go(
      BOARD.replace("TST-445X", "TST-73030"),
      "A uses TST-73030; A digivolves GEN-103 into GEN-104; A digivolves GEN-203 into GEN-204",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-104[GEN-103]", "GEN-204[GEN-203]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });
});
