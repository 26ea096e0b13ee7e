/**
 * More counts: "for each color Digimon and Tamers have" (both players' colours), "for each card
 * in your trash with [X] in its traits", "for every 2 colors your Tamers with the [X] trait have",
 * "for each of your Tamers with different names", "for each of its colors" (an inherited effect counts
 * its Digimon's), and misprints with one sure reading. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const tamer = (color: "Yellow" | "Green", traits: string[] = []) => ({
  category: "Tamer" as const,
  level: undefined,
  dp: undefined,
  colors: [color],
  traits,
});
const CARDS = [
  testCard("TST-9901", "[All Turns] This Digimon gets +1000 DP for each color Digimon and Tamers have."),
  testCard(
    "TST-9902",
    "[All Turns] For each card in your trash with [Beast] in its traits, this Digimon gets +1000 DP.",
  ),
  testCard(
    "TST-9903",
    "[On Play] For every 2 colors your Tamers with the [Crew] trait have, suspend 1 of your opponent's Digimon.",
  ),
  testCard("TST-9904", "", { traits: ["Beast"] }),
  testCard("TST-9908", "[On Play] For each of your Tamers with different names, gain 1 memory."),
  testCard("TST-9909", "", {
    inherited: compileText("[Your Turn] This Digimon gets +1000 DP for each of its colors.", {
      code: "TST-9909",
      part: "inherited",
    }).abilities,
  }),
  testCard("TST-9910", "", { colors: ["Yellow", "Green", "Blue"], level: 4, dp: 5000 }),
  testCard("TST-9905", "", tamer("Yellow", ["Crew"])),
  testCard("TST-9906", "", tamer("Green", ["Crew"])),
  testCard("TST-9907", "", tamer("Green")),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const dpOf = (board: string, action: string) =>
  Object.fromEntries(
    Object.values(run(board, action).final.details ?? {})
      .flat()
      .map((d) => [d.card, d.dp]),
  );

describe("colours of every player's Digimon and Tamers", () => {
  it("counts red, yellow (a Tamer) and blue (the opponent's): +3000", () => {
    const dp = dpOf("turn A | A: TST-9905, hand TST-9901, memory 3 | B: GEN-303", "A plays TST-9901");
    expect(dp["TST-9901"]).toBe(6000);
  });
});

describe("cards in the trash with a trait", () => {
  it("counts only the trash cards with the trait", () => {
    const dp = dpOf(
      "turn A | A: hand TST-9902, trash TST-9904 TST-9904 GEN-103, memory 3 | B: GEN-103",
      "A plays TST-9902",
    );
    expect(dp["TST-9902"]).toBe(5000);
  });
});

describe("colours of the Tamers with a trait", () => {
  it("suspends 1 for two colours among the [Crew] Tamers", () => {
    const t = run(
      "turn A | A: TST-9905 TST-9906, hand TST-9903, memory 3 | B: GEN-103 GEN-104",
      "A plays TST-9903",
      "target GEN-104",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-103", "GEN-104(sus)"]);
  });

  it("does not count a Tamer without the trait", () => {
    const t = run(
      "turn A | A: TST-9905 TST-9907, hand TST-9903, memory 3 | B: GEN-103 GEN-104",
      "A plays TST-9903",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-103", "GEN-104"]);
  });
});

describe("Tamers with different names", () => {
  it("counts two names among three Tamers", () => {
    const t = run(
      "turn A | A: TST-9905 TST-9905 TST-9906, hand TST-9908, memory 3 | B: GEN-103",
      "A plays TST-9908",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
  });
});

describe("the colours of its own Digimon", () => {
  it("counts the three colours of the Digimon the inherited effect is under", () => {
    const dp = dpOf("turn A | A: TST-9910[TST-9909], hand GEN-103, memory 5 | B: GEN-103", "A plays GEN-103");
    expect(dp["TST-9910[TST-9909]"]).toBe(8000);
  });
});

describe("misprints with one sure reading", () => {
  const ops = (text: string) => compileText(text, { code: "TST-1" }).abilities[0]?.ops;

  it("reads 'for each your', 'both player's trash' and 'DP-Based deletion effects maximum' as meant", () => {
    expect(
      ops(
        "[Main] Delete 1 of your opponent's Digimon with 5000 DP or less. For each your Tamers, add 2000 to this DP-Based deletion effects maximum.",
      )?.[0]?.op,
    ).toBe("raiseMax");
    expect(
      ops(
        "[Main] Delete 1 of your opponent's Digimon with 5000 DP or less. For each your Tamers, add 2000 to this DP-Based deletion effects maximum.",
      ),
    ).toEqual(
      ops(
        "[Main] Delete 1 of your opponent's Digimon with 5000 DP or less. For each of your Tamers, add 2000 to this DP deletion effect's maximum.",
      ),
    );
    expect(ops("[Main] For every 10 cards in both player's trash, gain 1 memory.")).toEqual(
      ops("[Main] For every 10 cards in both players' trashes, gain 1 memory."),
    );
  });
});
