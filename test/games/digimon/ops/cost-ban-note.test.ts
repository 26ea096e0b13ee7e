/**
 * "Your opponent can't reduce digivolution costs" is said in the trace only when some effect would
 * have reduced the cost: a digivolution at its own (or a fixed) cost reduces nothing (official Q&A).
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard("TST-76010", "[Opponent's Turn] Your opponent can't reduce digivolution costs."),
  testCard(
    "TST-76011",
    "When one of your Digimon would digivolve into this card, reduce the digivolution cost by 1.",
    { level: 4, dp: 5000, digivolve: [{ level: 3, color: "Red", cost: 3 }] },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const text = (into: string) =>
  JSON.stringify(
    resolveDigimon(
      {
        board: "turn A | A: GEN-103, memory 9, deck 2 | B: TST-76010",
        action: `A digivolves GEN-103 into ${into}`,
      },
      registry,
    ).trace,
  );

describe("the note of a cost-reduction ban", () => {
  it("is not given when nothing would reduce the cost", () => {
    expect(text("GEN-104")).not.toContain("can't reduce");
  });

  it("is given when an effect's reduction is refused", () => {
    const t = text("TST-76011");
    expect(t).toContain("can't reduce");
    expect(t).toContain("pays 3 memory");
  });
});
