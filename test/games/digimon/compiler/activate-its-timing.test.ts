/**
 * "gets +1000 DP and cannot activate its [When Digivolving] effects for the turn": "its" names
 * the chosen Digimon's own effects, the same restriction as without it (15-8-2).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const TEXT =
  "[On Play] 1 of your Digimon gets +1000 DP and cannot activate its [When Digivolving] effects for the turn.";
const CARDS = [
  testCard("TST-8891", TEXT),
  testCard("TST-8892", "[When Digivolving] Gain 2 memory.", {
    level: 6,
    digivolve: [{ level: 5, color: "Red", cost: 0 }],
  }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);

describe("can't activate its [When Digivolving] effects", () => {
  it("reads 'its' as the chosen Digimon's own effects", () => {
    const r = compileText(TEXT, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(JSON.stringify(r.abilities[0]!.ops)).toContain("activateWhenDigivolving");
  });

  it("the chosen Digimon then digivolves without its [When Digivolving] effect", () => {
    const run = (choices: string) =>
      resolveDigimon(
        {
          board: "turn A | A: GEN-105 GEN-103, hand TST-8891 TST-8892, memory 3, deck 3 | B: GEN-203",
          action: "A plays TST-8891; A digivolves GEN-105 into TST-8892",
          choices,
        },
        registry,
      ).trace.final.memory;
    expect(run("target GEN-105")).toEqual({ player: "A", value: 3 });
    expect(run("target GEN-103")).toEqual({ player: "A", value: 5 });
  });
});
