/**
 * A card whose effect triggered on reaching the trash and that is used (or moved again) before the
 * effect activates is a new card, even once it is back in the trash: the effect can't activate
 * (15-4-4-3). An Option card used from the trash counts as in no area until it is trashed again.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS: CardDef[] = [
  testOption(
    "TST-75010",
    "When an effect trashes this card from your Digimon's digivolution cards, gain 1 memory.\n[Main] Gain 2 memory.",
  ),
  testCard(
    "TST-75011",
    "[When Attacking] By trashing 1 Option card from any of your Digimon's digivolution cards, you may use 1 Option card from your trash with the cost reduced by 3.",
    { level: 5, dp: 7000 },
  ),
  testCard("TST-75012", "[When Attacking] Trash the bottom digivolution card of this Digimon.", {
    level: 5,
    dp: 7000,
  }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a trash trigger of a card used before it activates", () => {
  it("fails once the card was used from the trash and trashed again", () => {
    const t = run(
      "turn A | A: TST-75011[GEN-604 TST-75010], memory 5 | B: security 2",
      "A attacks B with TST-75011",
      "yes; target TST-75010",
    );
    const own = t.steps.filter((s) => s.card === "TST-75010");
    expect(own.some((s) => s.kind === "fail")).toBe(true);
    expect(own.some((s) => s.kind === "activate")).toBe(false);
    // 5, +2 from its [Main] effect, and no +1 from the trash trigger.
    expect(t.final.memory).toEqual({ player: "A", value: 7 });
  });

  it("still activates when the card stays in the trash", () => {
    const t = run(
      "turn A | A: TST-75012[GEN-604 TST-75010], memory 5 | B: security 2",
      "A attacks B with TST-75012",
    );
    expect(t.steps.some((s) => s.kind === "activate" && s.card === "TST-75010")).toBe(true);
    expect(t.final.memory).toEqual({ player: "A", value: 6 });
  });
});
