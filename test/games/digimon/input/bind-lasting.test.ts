/** `lasting CODE`: what a card used earlier leaves in force over a side, "for the turn" or "until the end of their turn". */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const option = { category: "Option" as const, level: undefined, dp: undefined, playCost: 1 };
const registry = new CardRegistry([
  ...bundledCards,
  testCard(
    "TST-951",
    "[Main] All of your Digimon gain <Blocker> until the end of your opponent's turn.",
    option,
  ),
  testCard(
    "TST-952",
    "[Main] All of your opponent's Digimon get -1000 DP until the end of their turn.",
    option,
  ),
  testCard("TST-953", "[Main] <Draw 1>", option),
]);
// Using a plain Option keeps the turn going, so what lasts is still in force at the end.
const run = (board: string) => resolveDigimon({ board, action: "A uses TST-953" }, registry).trace;

describe("lasting effects from earlier turns", () => {
  it("accepts keywords all of a side's Digimon gained until the end of the opponent's turn", () => {
    const t = run("turn A | A: GEN-104, hand TST-953, deck 1, memory 3 | B: GEN-103, lasting TST-951");
    expect(t.final.details!.B![0]!.keywords).toEqual(["<Blocker>"]);
    expect(t.final.details!.A![0]!.keywords).toEqual([]);
  });

  it("accepts DP changes to the other side until the end of their turn", () => {
    const t = run("turn A | A: GEN-104, hand TST-953, deck 1, memory 3 | B: GEN-105, lasting TST-952");
    expect(t.final.details!.A![0]).toMatchObject({ dp: 4000, printedDp: 5000 });
    expect(t.final.details!.B![0]!.dp).toBe(7000);
  });

  it("still refuses a card with no such effect, naming what it needs", () => {
    expect(() => run("turn A | A: GEN-104, lasting TST-953")).toThrow(
      /no effect that lasts over all of a side's Digimon/,
    );
  });
});
