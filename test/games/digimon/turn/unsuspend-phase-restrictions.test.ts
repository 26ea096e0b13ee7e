/**
 * Restrictions that reach the next unsuspend phase (6-2-1): "during your opponent's next
 * unsuspend phase, none of their Digimon can unsuspend" and "other than this Digimon, all
 * Digimon and Tamers don't unsuspend", read from template text and resolved across the turn.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-721",
    "[On Play] Suspend 1 of your opponent's Digimon. During your opponent's next unsuspend phase, none of your opponent's Digimon can unsuspend.",
  ),
  testCard("TST-722", "[All Turns] Other than this Digimon, all Digimon and Tamers don't unsuspend."),
  testCard("TST-93034", "", tamerOf("Red")),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("restrictions on the next unsuspend phase", () => {
  it("reads both templates", () => {
    expect(
      compileText(
        "[On Play] During your opponent's next unsuspend phase, none of their Digimon can unsuspend.",
        {
          code: "TST-1",
        },
      ).abilities[0]!.ops,
    ).toEqual([
      {
        op: "restrict",
        target: { side: "opponent", count: "all", filter: { category: "Digimon" } },
        cant: ["unsuspendInPhase"],
        duration: "untilOpponentTurnEnds",
      },
    ]);
    expect(
      compileText("[All Turns] Other than this Digimon, all Digimon and Tamers don't unsuspend.", {
        code: "TST-1",
      }).abilities[0]!.persistent,
    ).toEqual({
      kind: "continuous",
      grants: [{ cant: "unsuspend" }],
      reach: {
        side: "any",
        filter: { other: true, anyOf: [{ category: "Digimon" }, { category: "Tamer" }] },
      },
    });
  });

  it("keeps every suspended Digimon of the opponent down in their next unsuspend phase, then lets go", () => {
    const t = run(
      "turn A | A: hand TST-721, memory 0 | B: GEN-203 GEN-204(sus), deck 3",
      "A plays TST-721; A ends the turn; B starts the turn",
      "target GEN-203",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-203(sus)", "GEN-204(sus)"]);
    const later = run(
      "turn A | A: hand TST-721, memory 0, deck 3 | B: GEN-203 GEN-204(sus), deck 3",
      "A plays TST-721; A ends the turn; B starts the turn; B ends the turn; A starts the turn; A ends the turn; B starts the turn",
      "target GEN-203",
    );
    expect(later.final.areas.B!.battle).toEqual(["GEN-203", "GEN-204"]);
  });

  it("keeps the other Digimon of both players from unsuspending, but not itself", () => {
    const t = run("turn A | A: TST-722(sus) GEN-104(sus), deck 2 | B: GEN-203(sus)", "A starts the turn");
    expect(t.final.areas.A!.battle).toEqual(["TST-722", "GEN-104(sus)"]);
  });

  it("keeps Tamers from unsuspending too, when it says so", () => {
    const t = run("turn A | A: TST-722(sus) TST-93034(sus), deck 2 | B: GEN-203", "A starts the turn");
    expect(t.final.areas.A!.battle).toEqual(["TST-722", "TST-93034(sus)"]);
  });
});
