/**
 * "[On Play] If played from digivolution cards, ..." / "If played from the trash, ...": how the
 * card came into play (4-8-2: a digivolution card played as another Digimon).
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const FROM_SOURCES = "[On Play] If played from digivolution cards, gain 2 memory.";
const FROM_TRASH = "[On Play] If played from the trash, gain 2 memory.";
const PLAYS =
  "[On Play] You may play 1 level 3 Digimon card from your trash or from one of your Digimon's digivolution cards without paying the cost.";

const { run } = recordRunner([
  testCard("TST-9361", FROM_SOURCES),
  testCard("TST-9362", FROM_TRASH),
  testCard("TST-9363", PLAYS, { level: 5, dp: 7000 }),
]);
const memory = (board: string, action: string, choices = "") =>
  run(board, action, choices).final.memory?.value;

describe("reading where the card was played from", () => {
  it("is a check of the play that triggered it", () => {
    expect(compileText(FROM_SOURCES).abilities[0]!.ops[0]).toMatchObject({
      op: "ifPlayedByEffect",
      from: "sources",
    });
    expect(compileText(FROM_TRASH).abilities[0]!.ops[0]).toMatchObject({
      op: "ifPlayedByEffect",
      from: "trash",
    });
  });
});

describe("where the card was played from, on a board", () => {
  it("holds for a play from digivolution cards only", () => {
    const board = (where: string) => `turn A main; A: hand TST-9363, memory 3, ${where} | B: GEN-204`;
    expect(memory(board("GEN-104[TST-9361]"), "A plays TST-9363", "target TST-9361")).toBe(5);
    expect(memory(board("trash TST-9361"), "A plays TST-9363", "target TST-9361")).toBe(3);
    expect(memory("turn A main; A: hand TST-9361, memory 3 | B: GEN-204", "A plays TST-9361")).toBe(3);
  });

  it("holds for a play from the trash only", () => {
    const board = (where: string) => `turn A main; A: hand TST-9363, memory 3, ${where} | B: GEN-204`;
    expect(memory(board("trash TST-9362"), "A plays TST-9363", "target TST-9362")).toBe(5);
    expect(memory(board("GEN-104[TST-9362]"), "A plays TST-9363", "target TST-9362")).toBe(3);
  });
});
