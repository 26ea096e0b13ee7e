/**
 * A trigger-type effect whose whole text waits on a processing condition activates only if the
 * condition holds when it would activate (15-8-3-9-2); when it does not, the effect did not
 * activate, so its [Once Per Turn] is still there for a later trigger that turn (15-14-1; official
 * Q&A on two copies of such a Digimon).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-831",
    "[All Turns] [Once Per Turn] When a card is removed from your security stack, if you have 3 or fewer security cards, <Recovery +1 (Deck)>.",
    { level: 6, dp: 12000 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (action: string) =>
  resolveDigimon(
    {
      board: "turn B | A: TST-831#a TST-831#b, security 4, deck 5 | B: GEN-104#x GEN-104#y, memory 3",
      action,
      choices: "",
    },
    registry,
  ).trace;

describe("an effect whose processing condition fails does not activate (15-8-3-9-2)", () => {
  it("the second copy does not activate once the first has brought the stack back to 4", () => {
    const t = run("B attacks A with GEN-104#x");
    expect(t.final.areas.A!.security).toHaveLength(4);
    const failed = t.steps.filter((s) => s.kind === "fail");
    expect(failed).toHaveLength(1);
    expect(failed[0]!.rule).toBe("15-8-3-9-2");
    expect(failed[0]!.text).toMatch(
      /fails to activate: its condition .* is not met now, so its \[Once Per Turn\] is not spent\./,
    );
  });

  it("and so it still can later that turn", () => {
    const t = run("B attacks A with GEN-104#x; B attacks A with GEN-104#y");
    expect(t.final.areas.A!.security).toHaveLength(4);
    expect(t.final.areas.A!.deck).toHaveLength(3);
  });
});
