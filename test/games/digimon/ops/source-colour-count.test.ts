/** "This Digimon gets +1000 DP for each of its digivolution card colors": different colours among the cards under it. Made-up cards. */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard("TST-84020", "[All Turns] This Digimon gets +1000 DP for each of its digivolution card colors.", {
    level: 5,
    dp: 7000,
  }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const dp = (board: string) =>
  resolveDigimon({ board, action: "A passes", choices: "" }, registry).trace.final.details!.A![0]!.dp;

describe("'for each of its digivolution card colors'", () => {
  it("red, yellow and red under it: two colours, +2000 DP", () => {
    expect(dp("turn A | A: TST-84020[GEN-103 GEN-203 GEN-104] | B: GEN-203")).toBe(9000);
  });

  it("nothing under it: no change", () => {
    expect(dp("turn A | A: TST-84020 | B: GEN-203")).toBe(7000);
  });
});
