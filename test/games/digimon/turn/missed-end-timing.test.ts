/**
 * Pending processing left for the end of the turn after that timing has passed (18-1-1; the
 * ruling Q2731): an attack made at the end of the turn leaves "delete this Digimon at the end of
 * the turn", which is never done, neither in this turn nor at the end of the next one.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const LATE_ATTACK =
  "[End of Your Turn] [Once Per Turn] This Digimon with the [Wizard] trait may attack a player.";
const DOOMED = "[When Attacking] At the end of the turn, delete this Digimon.";
const CARDS = [
  testCard("TST-971", `${LATE_ATTACK} ${DOOMED}`, { level: 4, dp: 6000, traits: ["Wizard"] }),
  testCard("TST-972", `${LATE_ATTACK} ${DOOMED}`, { level: 4, dp: 6000, traits: ["Beast"] }),
  testCard("TST-973", DOOMED, { level: 4, dp: 6000 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action }, registry).trace;
const texts = (t: ReturnType<typeof run>) => t.steps.map((s) => s.text).join("\n");
const battle = (t: ReturnType<typeof run>, player: string) => t.final.areas[player]?.battle ?? [];

describe("processing left for an end of turn that has passed (18-1-1)", () => {
  const board = (card: string) =>
    `turn A; A: ${card}, deck 3, security 3 | B: security GEN-203 GEN-203, deck 3`;

  it("an attack at the end of the turn leaves a deletion that is never done", () => {
    const t = run(board("TST-971"), "A ends the turn; B starts the turn; B ends the turn");
    const all = texts(t);
    expect(all).toMatch(/suspends and attacks player B/);
    expect(all).toMatch(/at the end of the turn: delete this/);
    expect(all).toMatch(
      /left for the end of this turn came after that timing had passed, so it is not done \(18-1-1\)/,
    );
    expect(all).not.toMatch(/Test TST-971\] is deleted/);
    // Nor is it done when B's turn ends.
    expect(all).toMatch(/Player B's turn is over/);
    expect(battle(t, "A").some((c) => c.startsWith("TST-971"))).toBe(true);
  });

  it("the same processing left before the end of the turn is done there", () => {
    const t = run(board("TST-973"), "A attacks B with TST-973; A ends the turn");
    expect(texts(t)).toMatch(/Test TST-973\] is deleted/);
    expect(battle(t, "A")).toEqual([]);
  });

  it("'This Digimon with the [X] trait may attack' needs the trait", () => {
    const t = run(board("TST-972"), "A ends the turn");
    expect(texts(t)).not.toMatch(/attacks player B/);
  });
});
