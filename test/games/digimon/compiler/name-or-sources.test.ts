/**
 * "a Digimon with [X] in its name or with [X] in its digivolution cards" (also "... in its name
 * or digivolution cards"): either the Digimon's name holds [X] or a card named [X] is under it.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const LONG =
  "[On Play] If you have a Digimon with [Ace] in its name or with [Ace] in its digivolution cards, gain 2 memory.";
const SHORT =
  "[On Play] If you have a Digimon in play with [Ace] in its name or digivolution cards, gain 2 memory.";

const { run } = recordRunner([
  testCard("TST-8401", LONG),
  testCard("TST-8402", "", { name: "Ace" }),
  testCard("TST-8403", "", { name: "Big Ace", level: 4, dp: 5000 }),
]);

describe("reading 'in its name or (with ... in) its digivolution cards'", () => {
  it("reads both wordings as the same either-or filter", () => {
    const filter = {
      category: "Digimon",
      anyOf: [{ nameIncludes: ["Ace"] }, { sourcesHave: { nameIs: ["Ace"] } }],
    };
    for (const text of [LONG, SHORT])
      expect(compileText(text).abilities[0]!.ops[0]).toEqual({
        op: "if",
        cond: { is: "field", side: "you", filter },
        then: [{ op: "memory", n: 2 }],
      });
  });
});

describe("the either-or filter on a board", () => {
  const memory = (battle: string) =>
    run(`turn A | A: ${battle}, hand TST-8401, memory 3`, "A plays TST-8401").final.memory;

  it("holds for a Digimon whose name holds [X]", () => {
    expect(memory("TST-8403")).toEqual({ player: "A", value: 5 });
  });

  it("holds for a Digimon with a card named [X] under it", () => {
    expect(memory("GEN-104[TST-8402]")).toEqual({ player: "A", value: 5 });
  });

  it("does not hold otherwise, nor for a card only containing [X] under it", () => {
    expect(memory("GEN-104[GEN-103]")).toEqual({ player: "A", value: 3 });
    expect(memory("GEN-105[TST-8403]")).toEqual({ player: "A", value: 3 });
  });
});
