/**
 * "[DNA Digivolution] Red Lv.4 + yellow Lv.4: Cost 0": the bracketed DNA line with its cost after
 * the parts is a DNA requirement (8-2), not an ordinary digivolution line the engine ignores.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { recordCard, testCard } from "../test-card.ts";

const DNA = recordCard("TST-87010", "Test DNA", {
  colors: ["Red", "Yellow"],
  level: 5,
  digivolve: [{ level: 4, color: "Red", cost: 4 }],
  effect:
    "[DNA Digivolution] Red Lv.4 + yellow Lv.4: Cost 0 Digivolve unsuspended with the 2 specified Digimon stacked on top of each other.",
});
const YELLOW4 = testCard("TST-87011", "", { colors: ["Yellow"], level: 4, dp: 4000 });
const registry = new CardRegistry([...bundledCards, DNA.def, YELLOW4]);

describe("a bracketed [DNA Digivolution] line", () => {
  it("reads as the card's DNA requirement", () => {
    expect(DNA.unread).toEqual([]);
    expect(DNA.def.dna).toEqual({
      parts: [
        { level: 4, color: "Red" },
        { level: 4, color: "Yellow" },
      ],
      cost: 0,
    });
  });

  it("lets a red and a yellow level 4 Digimon DNA digivolve into the card", () => {
    const t = resolveDigimon(
      {
        board: "turn A | A: GEN-104 TST-87011, memory 3",
        action: "A dna GEN-104 TST-87011 into TST-87010",
        choices: "",
      },
      registry,
    ).trace;
    expect(t.final.areas.A!.battle).toEqual(["TST-87010[GEN-104 TST-87011]"]);
  });
});
