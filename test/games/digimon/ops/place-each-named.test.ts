/**
 * A cost that places "1 [A] and [B]" (one card of each name, both needed) under a Tamer, and
 * "that Tamer digivolves into this card": compiled from template text, resolved on boards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const HAND_MAIN =
  "[Hand] [Main] By placing 1 [Alphamon Test] and [Betamon Test] from your trash under 1 of your red Tamers, that Tamer digivolves into this card for digivolution cost of 3, ignoring its digivolution requirements.";
const CARDS = [
  testCard("TST-911", HAND_MAIN, { level: 5, dp: 7000 }),
  testCard("TST-912", "", { name: "Alphamon Test" }),
  testCard("TST-913", "", { name: "Betamon Test" }),
  testCard("TST-914", "", { category: "Tamer", level: undefined, dp: undefined }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("placing one card of each name", () => {
  it("reads '1 [A] and [B]' as one of each, not as either name", () => {
    const cost = compileText(HAND_MAIN, { code: "TST-1" }).abilities[0]!.ops[0];
    expect(cost).toMatchObject({
      op: "may",
      cost: [{ op: "moveCards", n: 2, each: [{ nameIs: ["Alphamon Test"] }, { nameIs: ["Betamon Test"] }] }],
    });
  });

  it("places both under the Tamer, and that Tamer digivolves into this card for 3", () => {
    const t = run(
      "turn A | A: TST-914, hand TST-911, trash TST-912 TST-913 GEN-103, memory 5",
      "A activates TST-911",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-911[TST-914 TST-912 TST-913]"]);
    expect(t.final.areas.A!.trash).toEqual(["GEN-103"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("can't be activated with only one of the names, even with two cards of it", () => {
    expect(() =>
      run("turn A | A: TST-914, hand TST-911, trash TST-912 TST-912#b, memory 5", "A activates TST-911"),
    ).toThrow(/cost can't be paid/);
  });
});
