/** `lasting CODE`: what a card used earlier leaves in force over a side, "for the turn" or "until the end of their turn". */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { treatsAsDigimon } from "../../../../src/games/digimon/input/bind-lasting.ts";
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
  // A made-up Tamer whose text treats it as a Digimon (the compiler does not read that sentence).
  {
    code: "TST-954",
    name: "Test Tamer TST-954",
    category: "Tamer",
    colors: ["Yellow"],
    playCost: 3,
    digivolve: [],
    traits: [],
    text: "[Main] For the turn, this Tamer is treated as a 4000 DP Digimon.",
    abilities: [],
    inherited: [],
    security: [],
  },
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

  it("refuses a Tamer treated as a Digimon by an earlier effect, saying the engine does not model it", () => {
    const refused = () => run("turn A | A: GEN-104, hand TST-953, deck 1 | B: TST-954, lasting TST-954");
    expect(refused).toThrow(/TST-954 .*treats a Tamer as a Digimon \(15-12-1-4\).*does not model/);
    // The card itself is fine on the board; only stating what it left in force is refused.
    expect(run("turn A | A: GEN-104, hand TST-953, deck 1 | B: TST-954").final.areas.B!.battle).toEqual([
      "TST-954",
    ]);
  });

  it("tells a Tamer treated as a Digimon from digivolving onto a Tamer as if it were one", () => {
    const reads = (text: string) => treatsAsDigimon({ ...registry.get("TST-954")!, text });
    expect(reads("For the turn, treat this Tamer as a 3000 DP Digimon that can't digivolve.")).toBe(true);
    expect(reads("The Tamer played by this effect is also treated as a 12000 DP Digimon.")).toBe(true);
    expect(
      reads("You may digivolve this card onto one of your Tamers as if the Tamer is a level 3 Digimon."),
    ).toBe(false);
    expect(reads("This Digimon is also treated as red.")).toBe(false);
  });

  it("still refuses a card with no such effect, naming what it needs", () => {
    expect(() => run("turn A | A: GEN-104, lasting TST-953")).toThrow(
      /no effect that lasts over all of a side's Digimon/,
    );
  });
});
