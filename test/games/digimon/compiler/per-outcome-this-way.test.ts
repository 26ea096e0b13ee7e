/**
 * "..., and for each card you return this way, gain 2 memory": the steps before the count in
 * the same sentence are counted, and the step after it multiplied (4-27-4).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const TEXT =
  "[On Play] Return up to 2 Digimon cards with [Vx] in their traits from your trash to the top of your deck in any order, and for each card you return this way, gain 2 memory.";
const CARDS = [testCard("TST-8861", TEXT), testCard("TST-8862", "", { traits: ["Vx"] })];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (trash: string, choices: string) =>
  resolveDigimon(
    {
      board: `turn A | A: hand TST-8861, trash ${trash}, deck GEN-105, memory 0 | B: GEN-203`,
      action: "A plays TST-8861",
      choices,
    },
    registry,
  ).trace;

describe("a count of what the same sentence returned", () => {
  it("reads the return as what is counted", () => {
    const r = compileText(TEXT, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops).toMatchObject([
      {
        op: "perOutcome",
        what: "return",
        ops: [{ op: "moveCards", to: "deckTop" }],
        then: [{ op: "memory", n: 2 }],
      },
    ]);
  });

  it("gains 2 memory for each card it returned", () => {
    const two = run("TST-8862 GEN-103 TST-8862", "target TST-8862 TST-8862");
    expect(two.final.areas.A!.trash).toEqual(["GEN-103"]);
    expect(two.final.areas.A!.deck).toEqual(["TST-8862", "TST-8862", "GEN-105"]);
    expect(two.final.memory).toEqual({ player: "A", value: 4 });
  });

  it("gains nothing when it returned nothing", () => {
    const none = run("GEN-103", "");
    expect(none.final.areas.A!.deck).toEqual(["GEN-105"]);
    expect(none.final.memory).toEqual({ player: "A", value: 0 });
  });
});
