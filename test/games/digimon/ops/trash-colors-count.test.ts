/**
 * "for each color in your opponent's trash", "for every 2 colors in your opponent's trash": the
 * different colours among the cards in that trash, counted for a digivolution cost (15-8-5) and a
 * persistent DP and <Security Attack> gain.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-89009",
    "When any of your Digimon would digivolve into this card, reduce the digivolution cost by 1 for each color in your opponent's trash.[Your Turn] For every 2 colors in your opponent's trash, this Digimon gains <Security Attack +1> and +2000 DP.",
    { level: 5, dp: 7000, playCost: 7, digivolve: [{ level: 4, color: "Red", cost: 4 }] },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string) =>
  resolveDigimon({ board, action: "A digivolves GEN-104 into TST-89009", choices: "" }, registry).trace;

describe("colours in the opponent's trash", () => {
  it("reduces the digivolution cost by 1 for each colour, not each card", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-89009, deck GEN-103, memory 5 | B: GEN-203, trash GEN-103 GEN-104#b GEN-203#b GEN-303",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
    const dp = t.final.details?.A?.find((d) => d.card.startsWith("TST-89009"))?.dp;
    expect(dp).toBe(9000);
  });

  it("reduces nothing with an empty trash", () => {
    const t = run("turn A | A: GEN-104, hand TST-89009, deck GEN-103, memory 5 | B: GEN-203");
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
    expect(t.final.details?.A?.find((d) => d.card.startsWith("TST-89009"))?.dp).toBe(7000);
  });
});
