/**
 * A restriction an effect leaves on "all of their Digimon with no digivolution cards" is overall
 * processing with a condition: it reaches whichever Digimon meet the condition at each moment
 * (15-11-2-3). One left on a Digimon the effect chose stays on it even when it no
 * longer meets the condition it was chosen by (15-11-1-3-2). Official Q&A on such cards agree.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-811",
    "[On Play] Until the end of your opponent's turn, all of their Digimon with no digivolution cards can't suspend.",
    { level: 5, dp: 7000 },
  ),
  testCard(
    "TST-812",
    "[On Play] 1 of your opponent's Digimon with no digivolution cards can't suspend until the end of their turn.",
    { level: 5, dp: 7000 },
  ),
  testCard(
    "TST-813",
    "[On Play] None of your opponent's level 4 or lower Digimon can digivolve until the end of their turn.",
    { level: 5, dp: 7000 },
  ),
  testCard("TST-814", "", { digivolve: [{ level: 2, color: "Red", cost: 0 }] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const resolve = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry);

const BOARD = (card: string) =>
  `turn A | A: hand ${card}, memory 3, security 2 | B: GEN-103, hand GEN-104, deck 5`;
const THEN_DIGIVOLVE_AND_ATTACK = "; A passes; B digivolves GEN-103 into GEN-104; B attacks A with GEN-104";

describe("a restriction on Digimon that meet a condition (15-11)", () => {
  it("holds while the Digimon meets the condition", () => {
    expect(() => resolve(BOARD("TST-811"), "A plays TST-811; A passes; B attacks A with GEN-103")).toThrow(
      /GEN-103.*can't attack/,
    );
  });

  it("stops once the Digimon gets a digivolution card (15-11-2-3)", () => {
    const r = resolve(BOARD("TST-811"), `A plays TST-811${THEN_DIGIVOLVE_AND_ATTACK}`);
    expect(r.trace.final.areas.B!.battle).toEqual(["GEN-104[GEN-103](sus)"]);
    expect(r.trace.final.areas.A!.security).toHaveLength(1);
  });

  it("stays on a chosen Digimon after it gets a digivolution card (15-11-1-3-2)", () => {
    expect(() => resolve(BOARD("TST-812"), `A plays TST-812${THEN_DIGIVOLVE_AND_ATTACK}`)).toThrow(
      /GEN-104.*can't attack/,
    );
  });

  it("reaches a Digimon played after it that meets the condition (15-11-2-2, 15-11-2-3)", () => {
    const board = "turn A | A: hand TST-813, memory 3 | B: hand TST-814 GEN-104, deck 5";
    expect(() =>
      resolve(board, "A plays TST-813; A passes; B plays TST-814; B digivolves TST-814 into GEN-104"),
    ).toThrow(/TST-814.*can't digivolve/);
  });
});
