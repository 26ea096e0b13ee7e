/**
 * A choice whose next sentence compares with the chosen Digimon: "Return 1 of your opponent's
 * suspended Digimon with DP less than or equal to that Digimon to the hand", "3 of your
 * opponent's Digimon with as many or fewer digivolution cards as that Digimon can't attack or
 * block" (the count when the targets are chosen, official Q&A), "Delete 1 of your opponent's
 * Digimon with DP less than or equal to that Digimon and delete your chosen Digimon" (both deleted
 * together).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testOption } from "../test-card.ts";

const CARDS = [
  testOption(
    "TST-92010",
    "[Main] Choose 1 of your Digimon. Return 1 of your opponent's suspended Digimon with DP less than or equal to that Digimon to the hand.",
  ),
  testOption(
    "TST-92011",
    "[Main] Choose 1 of your Digimon. Until the end of your opponent's turn, 3 of your opponent's Digimon with as many or fewer digivolution cards as that Digimon can't attack or block.",
  ),
  testOption(
    "TST-92012",
    "[Main] Choose 1 of your Digimon with [Generic] in its name. Delete 1 of your opponent's Digimon with DP less than or equal to that Digimon and delete your chosen Digimon.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a return compared with the chosen Digimon's DP", () => {
  it("returns a suspended Digimon with DP up to the chosen one's", () => {
    const board = "turn A | A: GEN-104 GEN-106, hand TST-92010 | B: GEN-205(sus)";
    // 5000 DP chosen: the 7000 DP Digimon stays.
    expect(run(board, "A uses TST-92010", "target GEN-104").final.areas.B!.battle).toEqual(["GEN-205(sus)"]);
    // 11000 DP chosen: it goes to the hand.
    expect(run(board, "A uses TST-92010", "target GEN-106").final.areas.B!.hand).toEqual(["GEN-205"]);
  });
});

describe("a restriction compared with the chosen Digimon's digivolution cards", () => {
  const board =
    "turn A | A: GEN-104[GEN-103], hand TST-92011, security GEN-303 | B: GEN-205 GEN-206[GEN-205 GEN-204]";

  it("restricts a Digimon with as many or fewer digivolution cards", () => {
    expect(() => run(board, "A uses TST-92011; A passes; B attacks A with GEN-205")).toThrow(
      /GEN-205.*can't attack/,
    );
  });

  it("leaves one with more digivolution cards than the chosen Digimon", () => {
    const t = run(board, "A uses TST-92011; A passes; B attacks A with GEN-206");
    expect(t.final.areas.B!.battle).toContain("GEN-206[GEN-205 GEN-204](sus)");
  });
});

describe("both deletions after the choice", () => {
  it("deletes the chosen Digimon and one with DP up to its own", () => {
    const f = run(
      "turn A | A: GEN-104 GEN-106, hand TST-92012 | B: GEN-205 GEN-203",
      "A uses TST-92012",
      "target GEN-104, target GEN-203",
    ).final;
    expect(f.areas.A!.battle).toEqual(["GEN-106"]);
    expect(f.areas.B!.battle).toEqual(["GEN-205"]);
    expect(f.areas.B!.trash).toEqual(["GEN-203"]);
  });

  it("still deletes the chosen Digimon when no opponent's Digimon is low enough", () => {
    const f = run("turn A | A: GEN-103, hand TST-92012 | B: GEN-205", "A uses TST-92012").final;
    expect(f.areas.A!.trash).toContain("GEN-103");
    expect(f.areas.B!.battle).toEqual(["GEN-205"]);
  });
});
