/**
 * "by trashing cards from the top of your security stack, up to having 3 left, reduce the cost by 2
 * for each card trashed", "You may trash any number of cards from the top of your security stack
 * until you have 3 or more remaining to gain 1 memory for each security card you trashed": the
 * player trashes from none up to as many as leave 3, and the effect counts them (official Q&A).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS = [
  testOption(
    "TST-89003",
    "When this card would be used, by trashing cards from the top of your security stack, up to having 3 left, reduce the cost by 2 for each card trashed.[Main] 1 of your opponent's Digimon gets -1000 DP for the turn.",
    { playCost: 6 },
  ),
  testCard(
    "TST-89004",
    "[On Play] You may trash any number of cards from the top of your Security Stack until you have 3 or more remaining to gain 1 memory for each security card you trashed.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const FIVE = "security GEN-203 GEN-204 GEN-205 GEN-206 GEN-203#b";

describe("trashing security cards down to a number, counted", () => {
  it("reduces the use cost by 2 for each security card trashed, down to 3 left", () => {
    const t = run(
      `turn A | A: GEN-104, hand TST-89003, ${FIVE}, memory 6 | B: GEN-203#c`,
      "A uses TST-89003",
    );
    expect(t.final.areas.A!.security).toEqual(["GEN-205", "GEN-206", "GEN-203"]);
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });

  it("lets the player trash fewer (Q&A: 1 of 5, reduced by 2)", () => {
    const t = run(
      `turn A | A: GEN-104, hand TST-89003, ${FIVE}, memory 6 | B: GEN-203#c`,
      "A uses TST-89003",
      "yes, yes, no",
    );
    expect(t.final.areas.A!.security).toHaveLength(4);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("gains 1 memory for each security card trashed, and nothing with 3 or fewer", () => {
    const t = run(`turn A | A: hand TST-89004, ${FIVE}`, "A plays TST-89004");
    expect(t.final.areas.A!.security).toHaveLength(3);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
    const three = run("turn A | A: hand TST-89004, security GEN-203 GEN-204 GEN-205", "A plays TST-89004");
    expect(three.final.areas.A!.security).toHaveLength(3);
    expect(three.final.memory).toEqual({ player: "A", value: 0 });
  });
});
