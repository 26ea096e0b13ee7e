/** "<Draw 1> After, gain 1 memory.", "<Draw 2> Then, you may ...": later steps of one effect after a keyword. */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARD = testCard(
  "TST-2331",
  "[On Play] By trashing 1 card in your hand, <Draw 1> After, you may gain 2 memory.",
  { level: 4, dp: 5000 },
);
const registry = new CardRegistry([...bundledCards, CARD]);
const run = (board: string, choices: string) =>
  resolveDigimon({ board, action: "A plays TST-2331", choices }, registry).trace;

describe("'After,' and 'Then, you may' after a keyword", () => {
  it("reads 'After,' as the next step, in the same sentence or the next", () => {
    expect(compileText("[Main] <Draw 1> After, gain 1 memory.").abilities[0]!.ops).toEqual([
      { op: "draw", n: 1 },
      { op: "memory", n: 1 },
    ]);
    expect(compileText("[Main] Gain 1 memory. After, <Draw 1>.").abilities[0]!.ops).toEqual([
      { op: "memory", n: 1 },
      { op: "draw", n: 1 },
    ]);
  });

  it("a later 'you may' step stays inside the paid effect and may be declined", () => {
    expect(CARD.abilities[0]).toMatchObject({
      cost: [{ op: "trashHand", n: 1 }],
      ops: [
        { op: "draw", n: 1 },
        { op: "may", then: [{ op: "memory", n: 2 }] },
      ],
    });
    const board = "turn A main; A: hand TST-2331 GEN-103, deck 2, memory 3 | B: GEN-203";
    const both = run(board, "yes; yes");
    expect(both.final.memory).toEqual({ player: "A", value: 5 });
    expect(both.final.areas.A!.hand).toHaveLength(1);
    const declined = run(board, "yes; no");
    expect(declined.final.memory).toEqual({ player: "A", value: 3 });
    expect(declined.final.areas.A!.hand).toHaveLength(1);
  });

  it("with nothing to trash, neither step happens", () => {
    const t = run("turn A main; A: hand TST-2331, deck 2, memory 3 | B: GEN-203", "yes; yes");
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
    expect(t.final.areas.A!.hand ?? []).toEqual([]);
  });
});
