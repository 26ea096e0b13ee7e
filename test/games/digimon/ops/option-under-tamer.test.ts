/**
 * "[Start of Your Main Phase] By placing this card from the battle area face down under any of
 * your [X] trait Tamers, <Draw 1> and gain 1 memory.": an Option that stays in the battle area
 * (4-28) pays with itself, going face down under a Tamer of that trait (4-7-9).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined };
const CARDS = [
  testCard("TST-891", "", { ...tamer, traits: ["Alpha"] }),
  testCard("TST-892", "", { ...tamer, traits: ["Beta"] }),
  testCard(
    "TST-893",
    "[Main] Gain 1 memory. Then, place this card in the battle area.\n[Start of Your Main Phase] By placing this card from the battle area face down under any of your [Alpha] trait Tamers, <Draw 1> and gain 1 memory.",
    { category: "Option", level: undefined, dp: undefined, playCost: 1 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string) =>
  resolveDigimon({ board, action: "A starts the main phase", choices: "" }, registry).trace;

describe("an Option in the battle area placed face down under a Tamer as a cost", () => {
  it("goes face down under the Tamer with the trait, and the effect draws and gains", () => {
    const t = run("turn A breeding | A: TST-891 TST-893, deck GEN-103, memory 0 | B: GEN-203");
    expect(t.final.areas.A!.battle).toEqual(["TST-891[TST-893(down)]"]);
    expect(t.final.areas.A!.hand).toEqual(["GEN-103"]);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("stays in the battle area, paying nothing, without such a Tamer", () => {
    const t = run("turn A breeding | A: TST-892 TST-893, deck GEN-103, memory 0 | B: GEN-203");
    expect(t.final.areas.A!.battle).toEqual(["TST-892", "TST-893"]);
    expect(t.final.areas.A!.hand ?? []).toEqual([]);
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });
});
