/**
 * "Search your security stack, reveal 1 card from it, and add it to your hand. If it's a yellow
 * card, ...": a condition on the one card the search just took.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const SEARCH = [
  "[On Play] Search your security stack, reveal 1 card from it, and add it to your hand.",
  "If it's a yellow card, gain 2 memory.",
  "Then, shuffle your security stack.",
].join(" ");
const THAT_CARD = [
  "[On Play] Look at your security stack, then reveal 1 card in it and add it to your hand.",
  "If that card is yellow, gain 2 memory.",
].join(" ");

const { run } = recordRunner([testCard("TST-9331", SEARCH), testCard("TST-9332", THAT_CARD)]);
const memory = (code: string, pick: string) =>
  run(
    `turn A main; A: hand ${code}, memory 3, security GEN-104 GEN-203 | B: GEN-204`,
    `A plays ${code}`,
    `target ${pick}`,
  ).final.memory?.value;

describe("reading a condition on the card a search took", () => {
  it("asks about the taken card", () => {
    expect(compileText(SEARCH).abilities[0]!.ops[1]).toEqual({
      op: "if",
      cond: { is: "moved", filter: { colors: ["Yellow"] } },
      then: [expect.objectContaining({ op: "memory" })],
    });
    expect(compileText(THAT_CARD).unread).toEqual([]);
  });

  it("is left unread without a search that takes one card just before", () => {
    expect(compileText("[On Play] Gain 1 memory. If it's a yellow card, gain 2 memory.").unread).toHaveLength(
      1,
    );
  });
});

describe("a condition on the card a search took, on a board", () => {
  it("holds when the card taken is yellow, whatever else stays in the stack", () => {
    expect(memory("TST-9331", "GEN-203")).toBe(5);
    expect(memory("TST-9331", "GEN-104")).toBe(3);
    expect(memory("TST-9332", "GEN-203")).toBe(5);
    expect(memory("TST-9332", "GEN-104")).toBe(3);
  });
});
