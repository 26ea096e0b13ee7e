/**
 * "When this Digimon would digivolve into a Digimon card from the trash, reduce the digivolution
 * cost by 1" (8-1-2-4): only a digivolution that takes its card from the trash is reduced.
 * Made-up cards on a board.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const WOULD =
  "[Your Turn] When this Digimon would digivolve into a Digimon card from the trash, reduce the digivolution cost by 1.";
const CARDS = [
  testCard("TST-9421", WOULD),
  testCard(
    "TST-9422",
    "[On Play] 1 of your Digimon may digivolve into a level 4 Digimon card in your trash for its digivolution cost.",
  ),
  testCard(
    "TST-9423",
    "[On Play] 1 of your Digimon may digivolve into a level 4 Digimon card in the hand for its digivolution cost.",
  ),
  testCard("TST-9424", "", { level: 4, dp: 5000, digivolve: [{ level: 3, color: "Red", cost: 3 }] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) =>
  resolveDigimon({ board, action, choices: "yes" }, registry).trace;

describe("a would-digivolve reduction for a card from the trash", () => {
  it("reads 'from the trash'", () => {
    expect(compileText(WOULD, {}).abilities[0]!.would).toMatchObject({
      on: "digivolve",
      from: "this",
      fromTrash: true,
    });
  });

  it("reduces a digivolution into a card from the trash, not one from the hand", () => {
    const trash = run(
      "turn A | A: TST-9421, hand TST-9422, trash TST-9424, memory 5 | B: GEN-103",
      "A plays TST-9422",
    );
    expect(trash.final.areas.A!.battle).toContain("TST-9424[TST-9421]");
    // 5 - 0 to play - (3 - 1) to digivolve.
    expect(trash.final.memory).toEqual({ player: "A", value: 3 });
    const hand = run(
      "turn A | A: TST-9421, hand TST-9423 TST-9424, memory 5 | B: GEN-103",
      "A plays TST-9423",
    );
    expect(hand.final.areas.A!.battle).toContain("TST-9424[TST-9421]");
    expect(hand.final.memory).toEqual({ player: "A", value: 2 });
  });
});
