/**
 * [Hand] [Main] and [Trash] [Main] effects (15-14-2, 15-14-3): activated by the turn player in
 * their main phase from the hand or the trash, refused with the rule otherwise; made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard("TST-991", "[Hand] [Main] [Once Per Turn] Gain 1 memory."),
  testCard("TST-992", "[Trash] [Main] By paying 2 cost, <Draw 1>."),
  testCard("TST-993", "[On Play] Gain 1 memory."),
  testCard("TST-994", "[Main] Gain 2 memory.", { category: "Tamer", level: undefined, dp: undefined }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;
function errorOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error("expected an error");
}

describe("effects used from the hand or the trash", () => {
  it("a [Hand] [Main] effect activates from the hand, and the card stays there", () => {
    const t = run("turn A | A: hand TST-991, memory 2 | B: GEN-103", "A activates TST-991");
    expect(t.steps[0]!.rule).toBe("15-14-2-1");
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
    expect(t.final.areas.A!.hand).toEqual(["TST-991"]);
  });

  it("[Once Per Turn] holds across two activations in one question", () => {
    const msg = errorOf(() =>
      run("turn A | A: hand TST-991, memory 2 | B: GEN-103", "A activates TST-991; A activates TST-991"),
    );
    expect(msg).toMatch(/\[Once Per Turn\] and was already used this turn/);
  });

  it("a [Trash] [Main] effect pays its cost and runs from the trash; the words 'from the trash' may say so", () => {
    const t = run(
      "turn A | A: trash TST-992, memory 2, deck 2 | B: GEN-103",
      "A activates TST-992 from the trash",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
    expect(t.final.areas.A!.hand).toHaveLength(1);
    expect(t.final.areas.A!.trash).toEqual(["TST-992"]);
  });

  it("refuses a card with no effect for where it is, with the rule", () => {
    expect(errorOf(() => run("turn A | A: hand TST-993 | B: GEN-103", "A activates TST-993"))).toMatch(
      /has no \[Hand\] \[Main\] effect.*15-14-2-1/,
    );
    expect(
      errorOf(() => run("turn A | A: hand TST-991 | B: GEN-103", "A activates TST-991 from the trash")),
    ).toMatch(/is not in player A's trash/);
  });

  it("refuses the non-turn player and a [Main] outside the main phase (15-8-4-2, 6-5-1)", () => {
    expect(errorOf(() => run("turn A | A: GEN-103 | B: hand TST-991", "B activates TST-991"))).toMatch(
      /only the turn player \(A\)/,
    );
    expect(
      errorOf(() => run("turn A breeding | A: hand TST-991 | B: GEN-103", "A activates TST-991")),
    ).toMatch(/breeding phase/);
  });

  it("a [Main] of a card on the field still activates as before", () => {
    const t = run("turn A | A: TST-994, memory 0 | B: GEN-103", "A activates TST-994");
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });
});
