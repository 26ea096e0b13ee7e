/** "When this card would be played or digivolved into, if ..., reduce the play or digivolution cost by 2." */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const TEXT =
  "When this card would be played or digivolved into, if you have a Digimon with 3 or more digivolution cards, reduce the play or digivolution cost by 2.";
const CARD = testCard("TST-781", TEXT, {
  level: 4,
  playCost: 5,
  digivolve: [{ level: 3, color: "Red", cost: 3 }],
});
const registry = new CardRegistry([...bundledCards, CARD]);
const memoryAfter = (board: string, action: string) =>
  resolveDigimon({ board, action, choices: "" }, registry).trace.final.memory;

describe("a cost reduction on this card being played or digivolved into", () => {
  it("reads as two immediate-type effects, one for each way", () => {
    const abilities = compileText(TEXT, { code: "TST-781" }).abilities;
    expect(abilities.map((a) => a.would)).toEqual([
      { on: "play", card: "this" },
      { on: "digivolve", from: { category: "Digimon" }, into: "this" },
    ]);
  });

  it("reduces the digivolution cost into this card while the condition holds", () => {
    const board = "turn A | A: GEN-103[GEN-103#a GEN-103#b GEN-103#c], hand TST-781, memory 5 | B: GEN-104";
    expect(memoryAfter(board, "A digivolves GEN-103 into TST-781")).toEqual({ player: "A", value: 4 });
    const without = "turn A | A: GEN-103[GEN-103#a], hand TST-781, memory 5 | B: GEN-104";
    expect(memoryAfter(without, "A digivolves GEN-103 into TST-781")).toEqual({ player: "A", value: 2 });
  });

  it("reduces the play cost", () => {
    const board = "turn A | A: GEN-103[GEN-103#a GEN-103#b GEN-103#c], hand TST-781, memory 5 | B: GEN-104";
    expect(memoryAfter(board, "A plays TST-781")).toEqual({ player: "A", value: 2 });
  });

  it("does nothing for a digivolution from this card into another", () => {
    const board = "turn A | A: TST-781[GEN-103 GEN-103#a GEN-103#b], hand GEN-105, memory 5 | B: GEN-104";
    // GEN-105 costs 3 from a red level 4: 5 -> 2, no reduction.
    expect(memoryAfter(board, "A digivolves TST-781 into GEN-105")).toEqual({ player: "A", value: 2 });
  });
});
