/**
 * "1 of your opponent's Digimon can't activate [When Attacking] effects until the end of their
 * turn": a restriction on the Digimon (15-8-2) that keeps its effects of that timing from
 * triggering while it lasts.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const registry = new CardRegistry([
  ...bundledCards,
  testCard(
    "TST-761",
    "[On Play] 1 of your opponent's Digimon can't activate [When Attacking] effects until the end of their turn.",
  ),
  testCard("TST-762", "[When Attacking] Gain 1 memory.", { dp: 5000 }),
  testCard("TST-763", "[On Play] <Draw 1>."),
]);
const run = (hand: string) =>
  resolveDigimon(
    {
      board: `turn A | A: hand ${hand}, memory 0, deck 2, security 2 | B: TST-762, deck 2`,
      action: `A plays ${hand}; A ends the turn; B starts the turn; B attacks A with TST-762`,
      choices: "target TST-762",
    },
    registry,
  ).trace;

describe("can't activate effects of a timing", () => {
  it("keeps the Digimon's [When Attacking] effect from triggering in the opponent's turn", () => {
    const t = run("TST-761");
    expect(t.final.memory).toEqual({ player: "B", value: 0 });
    expect(JSON.stringify(t.steps)).not.toMatch(/activates \[TST-762/);
  });

  it("lets it trigger without the restriction", () => {
    const t = run("TST-763");
    expect(t.final.memory).toEqual({ player: "B", value: 1 });
  });
});
