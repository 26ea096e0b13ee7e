/**
 * "When you use an Option card with a use cost of 2 or more": the cost the card was used with.
 * Reduced when paid from the hand, it counts as reduced; used without paying, it counts with
 * its own cost.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard, testOption } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-95001",
    "[Your Turn] When you use an Option card with a use cost of 2 or more, gain 1 memory.",
    {
      ...tamerOf("Red"),
    },
  ),
  testOption(
    "TST-95002",
    "When you would use this card, if you have a Tamer in play, reduce the cost by 2.\n[Main] 1 of your Digimon gets +1000 DP for the turn.",
    { playCost: 3 },
  ),
  testCard("TST-95003", "[Main] You may use 1 Option card from your hand without paying the cost.", {
    ...tamerOf("Red"),
  }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const triggered = (t: ReturnType<typeof run>) =>
  t.steps.some((s) => s.kind === "activate" && s.text.includes("TST-95001"));

describe("an Option's use cost for 'when you use an Option card with a use cost of N or more'", () => {
  it("counts the cost after a reduction applied when it is paid: 3 reduced to 1 does not trigger", () => {
    const t = run("turn A | A: TST-95001 GEN-104, hand TST-95002, memory 3", "A uses TST-95002");
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
    expect(triggered(t)).toBe(false);
  });

  it("counts the card's own cost when it is used without paying: 3 triggers", () => {
    const t = run(
      "turn A | A: TST-95001 TST-95003 GEN-104, hand TST-95002, memory 3",
      "A activates TST-95003",
    );
    expect(triggered(t)).toBe(true);
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });
});
