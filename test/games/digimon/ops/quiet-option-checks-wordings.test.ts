/**
 * A Digimon that doesn't activate the [Security] effects of Option cards it checks (13-1-8-1-1):
 * gained for the turn as a quoted effect (15-15-2), or said of "this Digimon with the [X] trait".
 * A Digimon or Tamer card's [Security] effect still activates (official Q&A).
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const TRAP = "[Security] Delete all of your opponent's Digimon.";
const CARDS: CardDef[] = [
  testOption(
    "TST-93013",
    '[Main] 1 of your Digimon gains "This Digimon doesn\'t activate the [Security] effects of any Option cards it checks" for the turn.',
  ),
  { ...testCard("TST-93014", "", {}, TRAP), category: "Option", level: undefined, dp: undefined },
  testCard("TST-93015", "", { level: 4, dp: 5000, traits: ["Seeker"] }),
  testCard("TST-93016", "", { level: 4, dp: 5000 }),
  testCard("TST-93017", "", { dp: 1000 }, TRAP),
];
const QUIET =
  "[Your Turn] This Digimon with the [Seeker] trait doesn't activate [Security] effects on Option cards it checks.";
const NONE_CHECKED =
  "[Your Turn] While this Digimon is [Ragnamon], the [Security] effects on cards checked by this Digimon don't activate.";
const registry = new CardRegistry([
  ...bundledCards,
  ...CARDS,
  { ...testCard("TST-93018", ""), inherited: testCard("TST-93018", QUIET).abilities },
  { ...testCard("TST-93019", ""), inherited: testCard("TST-93019", NONE_CHECKED).abilities },
  testCard("TST-93020", "", { name: "Ragnamon", level: 6, dp: 12000 }),
]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("Option [Security] effects a Digimon doesn't activate", () => {
  it("keeps the Option's [Security] effect from activating for the Digimon that gained it", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-93013, memory 3 | B: GEN-106, security TST-93014 GEN-103",
      "A uses TST-93013; A attacks B with GEN-104",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-104(sus)"]);
    const plain = run(
      "turn A | A: GEN-104, memory 3 | B: GEN-106, security TST-93014 GEN-103",
      "A attacks B with GEN-104",
    );
    expect(plain.final.areas.A!.battle).toEqual([]);
  });

  it("still activates a Digimon card's [Security] effect", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-93013, memory 3 | B: GEN-106, security TST-93017 GEN-103",
      "A uses TST-93013; A attacks B with GEN-104",
    );
    expect(t.final.areas.A!.battle).toEqual([]);
  });

  it("reads 'this Digimon with the [X] trait' as a condition on it", () => {
    const t = run(
      "turn A | A: TST-93015[TST-93018], memory 3 | B: GEN-106, security TST-93014 GEN-103",
      "A attacks B with TST-93015",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-93015[TST-93018](sus)"]);
    const other = run(
      "turn A | A: TST-93016[TST-93018], memory 3 | B: GEN-106, security TST-93014 GEN-103",
      "A attacks B with TST-93016",
    );
    expect(other.final.areas.A!.battle).toEqual([]);
  });

  it("reads 'the [Security] effects on cards checked by this Digimon don't activate' for every card", () => {
    const t = run(
      "turn A | A: TST-93020[TST-93019], memory 3 | B: GEN-106, security TST-93017 GEN-103",
      "A attacks B with TST-93020",
    );
    // The Security Digimon still battles; its [Security] effect does not activate.
    expect(t.final.areas.A!.battle).toEqual(["TST-93020[TST-93019](sus)"]);
    expect(t.final.areas.B!.trash).toEqual(["TST-93017"]);
    const other = run(
      "turn A | A: TST-93016[TST-93019], memory 3 | B: GEN-106, security TST-93017 GEN-103",
      "A attacks B with TST-93016",
    );
    expect(other.final.areas.A!.battle).toEqual([]);
  });
});
