/**
 * "When this Digimon wins a battle": the Digimon or Security Digimon it battled loses (14-2-2,
 * 13-1-8-3). The win counts even when an effect keeps the loser from being deleted (Q6327); a
 * tie or a loss is no win.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard("TST-731", "[Your Turn] When this Digimon wins a battle, gain 1 memory.", { dp: 5000 }),
  testCard("TST-732", "", { dp: 2000 }),
  testCard("TST-733", "[All Turns] When this Digimon would be deleted, prevent that deletion.", { dp: 1000 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;
const memoryOf = (board: string, action: string) => run(board, action).final.memory;

describe("when this Digimon wins a battle", () => {
  it("triggers when the Digimon it battles loses", () => {
    expect(memoryOf("turn A | A: TST-731 | B: GEN-203(sus)", "A attacks GEN-203 with TST-731")).toEqual({
      player: "A",
      value: 1,
    });
  });

  it("does not trigger on a tie or a loss", () => {
    expect(memoryOf("turn A | A: TST-731 | B: GEN-204(sus)", "A attacks GEN-204 with TST-731")).toEqual({
      player: "A",
      value: 0,
    });
    expect(memoryOf("turn A | A: TST-731 | B: GEN-205(sus)", "A attacks GEN-205 with TST-731")).toEqual({
      player: "A",
      value: 0,
    });
  });

  it("triggers when the loser is kept on the field by an effect", () => {
    const t = run("turn A | A: TST-731 | B: TST-733(sus)", "A attacks TST-733 with TST-731");
    expect(t.final.areas.B!.battle).toEqual(["TST-733(sus)"]);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("triggers when a Security Digimon loses its battle", () => {
    expect(memoryOf("turn A | A: TST-731 | B: security TST-732", "A attacks B with TST-731")).toEqual({
      player: "A",
      value: 1,
    });
  });
});
