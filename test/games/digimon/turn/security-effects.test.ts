/**
 * Security-stack effects read from card text and run on a board: <Security Attack> that grows
 * with a count (16-4-2, 16-4-3), both players' security cards trashed, the opponent adding their
 * top security card to the hand, and Digimon picked by "with <Security Attack>".
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { cardCount, testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-311",
    "[Your Turn] For each of your other suspended Digimon, this Digimon gains <Security Attack +1>.",
    {
      dp: 9000,
    },
  ),
  testCard("TST-312", "[On Play] Trash 1 card from the top of both players' security stacks."),
  testCard("TST-313", "[On Play] Your opponent adds the top card of their security stack to the hand."),
  testCard("TST-314", "[On Play] Delete 1 of your opponent's Digimon with <Security Attack>."),
  testCard("TST-315", "<Security Attack +1>"),
  testCard("TST-316", "[On Play] If you have more security cards than your opponent, gain 2 memory."),
  testCard(
    "TST-317",
    "[On Play] If the number of cards in your security stack is less than or equal to your opponent's, gain 1 memory.",
  ),
];

const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const checks = (t: { steps: { text: string }[] }) =>
  t.steps.filter((s) => s.text.includes("Security check")).length;

describe("security effects on a board", () => {
  it("checks one more card for each other suspended Digimon, as the count is now", () => {
    const two = run(
      "turn A | A: TST-311 GEN-103(sus) GEN-104(sus) | B: security 5",
      "A attacks B with TST-311",
    );
    expect(checks(two)).toBe(3);
    const none = run("turn A | A: TST-311 GEN-103 | B: security 5", "A attacks B with TST-311");
    expect(checks(none)).toBe(1);
  });

  it("trashes the top security card of both players", () => {
    const t = run(
      "turn A | A: hand TST-312, security GEN-203 GEN-204 | B: security GEN-205",
      "A plays TST-312",
    );
    expect(t.final.areas.A!.security).toEqual(["GEN-204"]);
    expect(t.final.areas.B!.security).toEqual([]);
    expect(t.final.areas.A!.trash).toEqual(["GEN-203"]);
    expect(t.final.areas.B!.trash).toEqual(["GEN-205"]);
    expect(cardCount(t.final)).toBe(4);
  });

  it("has the opponent add their top security card to their hand", () => {
    const t = run("turn A | A: hand TST-313 | B: security GEN-205 GEN-203", "A plays TST-313");
    expect(t.final.areas.B!.hand).toEqual(["GEN-205"]);
    expect(t.final.areas.B!.security).toEqual(["GEN-203"]);
    expect(t.final.areas.A!.hand).toEqual([]);
  });

  it("picks only a Digimon with <Security Attack> of any number", () => {
    const t = run("turn A | A: hand TST-314 | B: GEN-103 TST-315", "A plays TST-314");
    expect(t.final.areas.B!.battle).toEqual(["GEN-103"]);
  });
});

describe("conditions comparing the security stacks", () => {
  it("asks for strictly more security cards than the opponent", () => {
    const more = run("turn A | A: hand TST-316, security 2 | B: security 1", "A plays TST-316");
    expect(more.final.memory).toEqual({ player: "A", value: 2 });
    const equal = run("turn A | A: hand TST-316, security 2 | B: security 2", "A plays TST-316");
    expect(equal.final.memory?.value).toBe(0);
  });

  it("asks for as many or fewer security cards than the opponent", () => {
    const equal = run("turn A | A: hand TST-317, security 2 | B: security 2", "A plays TST-317");
    expect(equal.final.memory).toEqual({ player: "A", value: 1 });
    const more = run("turn A | A: hand TST-317, security 3 | B: security 2", "A plays TST-317");
    expect(more.final.memory?.value).toBe(0);
  });

  it("reads 'you have 3 security cards or less' as a range, not an exact count", () => {
    const r = compileText("[Main] If you have 3 security cards or less, <Recovery +1 (Deck)>.", {
      code: "TST-1",
    });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops[0]).toMatchObject({ cond: { is: "security", side: "you", atMost: 3 } });
  });
});

describe("compileText: security attack and give forms", () => {
  it("reads a keyword and a DP change given to the same Digimon", () => {
    const r = compileText(
      "[On Play] Give 1 of your opponent's Digimon <Security Attack -1>and -3000 DP until their turn ends.",
      { code: "TST-1" },
    );
    expect(r.unread).toEqual([]);
    // The DP change chooses the Digimon; the keyword goes to the same one (one-subject.ts).
    expect(r.abilities[0]!.ops.map((o) => o.op)).toEqual(["dp", "onReferent"]);
  });

  it("reads 'you may <cost> to have this Digimon gain <Security Attack +1>'", () => {
    const r = compileText(
      "[When Attacking] You may trash 1 card in your hand to have this Digimon gain <Security Attack +1> for the turn.",
      { code: "TST-1" },
    );
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]).toMatchObject({
      cost: [{ op: "trashHand", n: 1 }],
      ops: [{ op: "gainKeyword", target: "this", keyword: "securityAttack", value: 1, duration: "turn" }],
    });
  });

  it("leaves 'with <an unknown keyword>' unread rather than dropping it", () => {
    const r = compileText("[On Play] Delete 1 of your opponent's Digimon with <Frobnicate>.", {
      code: "TST-1",
    });
    expect(r.unread.length).toBe(1);
  });
});
