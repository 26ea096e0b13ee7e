/**
 * "The [When Digivolving] effects on level 7 Digimon don't activate.": on both sides, only the
 * Digimon that match lose that timing's effects (15-8-2).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const BAN = "[All Turns] The [When Digivolving] effects on level 7 Digimon don't activate.";
const GAIN = "[When Digivolving] Gain 2 memory.";
const CARDS = [
  testCard("TST-8881", BAN),
  testCard("TST-8882", GAIN, { level: 7, digivolve: [{ level: 6, color: "Red", cost: 0 }] }),
  testCard("TST-8883", GAIN, { level: 6, digivolve: [{ level: 5, color: "Red", cost: 0 }] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const memoryAfter = (board: string, action: string) =>
  resolveDigimon({ board, action, choices: "" }, registry).trace.final.memory;

describe("[When Digivolving] effects that don't activate on some Digimon", () => {
  it("reads a continuous effect on every matching Digimon", () => {
    const r = compileText(BAN, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.persistent).toEqual({
      kind: "continuous",
      reach: { side: "any", filter: { level: 7, category: "Digimon" } },
      grants: [{ cant: "activateWhenDigivolving" }],
    });
  });

  it("stops a level 7 Digimon's [When Digivolving] effect, whoever has the card", () => {
    const free = "turn A | A: GEN-106, hand TST-8882, memory 3, deck 3 | B: GEN-203";
    expect(memoryAfter(free, "A digivolves GEN-106 into TST-8882")).toEqual({ player: "A", value: 5 });
    const mine = "turn A | A: GEN-106 TST-8881, hand TST-8882, memory 3, deck 3 | B: GEN-203";
    expect(memoryAfter(mine, "A digivolves GEN-106 into TST-8882")).toEqual({ player: "A", value: 3 });
    const theirs = "turn A | A: GEN-106, hand TST-8882, memory 3, deck 3 | B: TST-8881";
    expect(memoryAfter(theirs, "A digivolves GEN-106 into TST-8882")).toEqual({ player: "A", value: 3 });
  });

  it("leaves other levels alone", () => {
    const board = "turn A | A: GEN-105 TST-8881, hand TST-8883, memory 3, deck 3 | B: GEN-203";
    expect(memoryAfter(board, "A digivolves GEN-105 into TST-8883")).toEqual({ player: "A", value: 5 });
  });
});
