/**
 * "By trashing 2 bottom face-down cards from under any of your Tamers": each card is the lowest
 * face-down card of a Tamer's stack once the ones taken before it are gone, and the cost is paid
 * in full or not at all (15-7).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined };
const CARDS = [
  testCard("TST-861", "", tamer),
  testCard(
    "TST-862",
    "[Main] By trashing 2 bottom face-down cards from under any of your Tamers, gain 2 memory.",
    tamer,
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("several bottom face-down cards from under Tamers as a cost", () => {
  it("takes the two lowest face-down cards of one Tamer, never a face-up one", () => {
    const t = run(
      "turn A | A: TST-861[GEN-105 GEN-103(down) GEN-104(down)] TST-862, memory 0",
      "A activates TST-862",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-861[GEN-105]", "TST-862"]);
    expect([...t.final.areas.A!.trash!].sort()).toEqual(["GEN-103", "GEN-104"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("may take them from under different Tamers", () => {
    const t = run(
      "turn A | A: TST-861[GEN-103(down)] TST-862[GEN-104(down)], memory 0",
      "A activates TST-862",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-861", "TST-862"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("refuses the activation with only one face-down card: the cost can't be paid (15-8-4-2)", () => {
    expect(() =>
      run("turn A | A: TST-861[GEN-105 GEN-103(down)] TST-862, memory 0", "A activates TST-862"),
    ).toThrow(/cost can't be paid.*15-8-4-2/);
  });
});
