/**
 * "This Digimon is treated as also having the colors of its digivolution cards": its own colours
 * and those of the cards under it, while the effect holds (official Q&A: a white card over red and
 * green is white, red and green).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-85801",
    "[Your Turn] This Digimon is treated as also having the colors of its digivolution cards. While this Digimon has 3 or more colors, it gets +4000 DP.",
    { colors: ["White"], level: 6, dp: 10000 },
  ),
  testCard("TST-85802", "[Main] Gain 1 memory.", tamerOf("Yellow")),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const dpOf = (board: string, who = "A") =>
  resolveDigimon(
    { board, action: `${who} activates TST-85802`, choices: "" },
    registry,
  ).trace.final.details?.A?.find((d) => d.card.startsWith("TST-85801"))?.dp;

describe("the colours of its digivolution cards", () => {
  it("counts a red and a blue card under a white Digimon: three colours", () => {
    expect(dpOf("turn A | A: TST-85801[GEN-103 GEN-303] TST-85802")).toBe(14000);
  });

  it("counts a colour once, and only on its own turn", () => {
    expect(dpOf("turn A | A: TST-85801[GEN-103 GEN-104] TST-85802")).toBe(10000);
    expect(dpOf("turn B | A: TST-85801[GEN-103 GEN-303] | B: TST-85802", "B")).toBe(10000);
  });
});
