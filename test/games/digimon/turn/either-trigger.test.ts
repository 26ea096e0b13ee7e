/**
 * "When A or B, ...": either event triggers the effect, the second event keeping the first one's
 * "effects" when it names no agent of its own, and two attackers named before one "attacks".
 * Made-up cards on a board.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined };
const CARDS = [
  testCard(
    "TST-9381",
    "[All Turns] When effects add cards to your opponent's hand or trash cards from under your Tamers, gain 1 memory.",
    tamer,
  ),
  testCard("TST-9382", "[On Play] Both players <Draw 1>."),
  testCard("TST-9383", "[On Play] <Draw 1>."),
  testCard(
    "TST-9384",
    "[All Turns] When you use Option cards or your security stack is removed from, gain 1 memory.",
    tamer,
  ),
  testCard(
    "TST-9385",
    "[All Turns] When one of your Digimon with [Tester] in its traits or an opponent's level 5 or higher Digimon attacks, gain 1 memory.",
    tamer,
  ),
  testCard("TST-9386", "", { traits: ["Tester"], level: 3 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const when = (text: string) => compileText(text, {}).abilities[0]?.when;

describe("reading two events joined by 'or'", () => {
  it("gives the second event the first one's agent", () => {
    expect(
      when(
        "[All Turns] When effects add cards to your opponent's hand or trash cards from under your Tamers, gain 1 memory.",
      ),
    ).toEqual({
      on: "any",
      of: [
        { on: "handAdded", side: "opponent" },
        { on: "sourceTrashed", side: "you", byEffect: "any", under: { category: "Tamer" } },
      ],
    });
  });

  it("reads a repeated 'when' and events named only here", () => {
    expect(
      when(
        "[All Turns] When an Option card is used, or when a card is added to a security stack, gain 1 memory.",
      ),
    ).toEqual({
      on: "any",
      of: [
        { on: "optionUsed", side: "any", filter: { category: "Option" } },
        { on: "securityAdded", side: "any" },
      ],
    });
  });

  it("leaves a second half that is no event unread", () => {
    const out = compileText("[All Turns] When you use Option cards or you feel like it, gain 1 memory.", {});
    expect(out.unread).not.toEqual([]);
  });
});

describe("either event triggers", () => {
  it("the first: an effect adds to the opponent's hand; adding only to yours does not", () => {
    const both = run(
      "turn A | A: TST-9381, hand TST-9382, deck 2, memory 3 | B: GEN-103, deck 2",
      "A plays TST-9382",
    );
    expect(both.final.memory).toEqual({ player: "A", value: 4 });
    const mine = run(
      "turn A | A: TST-9381, hand TST-9383, deck 2, memory 3 | B: GEN-103, deck 2",
      "A plays TST-9383",
    );
    expect(mine.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("the second: the security stack is removed from by a check", () => {
    const t = run("turn A | A: GEN-104 | B: TST-9384, security 2", "A attacks B with GEN-104");
    expect(t.final.areas.B!.security).toHaveLength(1);
    expect(t.final.memory).toEqual({ player: "B", value: 1 });
  });

  it("either attacker: one of yours that fits, or an opponent's that fits", () => {
    const mine = run("turn A | A: TST-9385 TST-9386 | B: GEN-103, security 2", "A attacks B with TST-9386");
    expect(mine.final.memory).toEqual({ player: "A", value: 1 });
    const theirs = run("turn A | A: GEN-105 | B: TST-9385, security 2", "A attacks B with GEN-105");
    expect(theirs.final.memory).toEqual({ player: "B", value: 1 });
    const neither = run("turn A | A: GEN-104 | B: TST-9385, security 2", "A attacks B with GEN-104");
    expect(neither.final.memory).toEqual({ player: "A", value: 0 });
  });
});
