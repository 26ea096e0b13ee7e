/**
 * Colour-filtered continuous effects ("All of your black Digimon get +1000 DP") ask every
 * Digimon's colours, and colours may themselves come from continuous effects ("also treated as
 * black"): the two must settle without asking each other forever.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard("TST-301", "[All Turns] All of your black Digimon get +1000 DP.", { colors: ["Black"], dp: 3000 }),
  testCard("TST-302", "[All Turns] This Digimon is also treated as black.", { colors: ["Red"], dp: 4000 }),
  testCard("TST-303", "[All Turns] All of your red Digimon get +2000 DP.", { colors: ["Red"], dp: 3000 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action }, registry).trace;

describe("colour-filtered continuous effects", () => {
  it("resolve an action on a board holding one, without recursion", () => {
    const t = run("turn A | A: GEN-104 | B: TST-301", "A plays GEN-103");
    expect(t.final.areas.A!.battle).toEqual(["GEN-104", "GEN-103"]);
    expect(t.final.areas.B!.battle).toEqual(["TST-301"]);
  });

  it("reach a Digimon that another effect treats as that colour", () => {
    // TST-302 is red and also black, so TST-301 gives it +1000: 5000 DP ties GEN-104's 5000 and
    // both are deleted; without TST-301 it has 4000 and only it is deleted.
    const t = run("turn A | A: GEN-104 | B: TST-301 TST-302(sus)", "A attacks TST-302 with GEN-104");
    expect(t.final.areas.B!.trash).toEqual(["TST-302"]);
    expect(t.final.areas.A!.trash).toEqual(["GEN-104"]);
    const without = run("turn A | A: GEN-104 | B: TST-302(sus)", "A attacks TST-302 with GEN-104");
    expect(without.final.areas.A!.battle).toEqual(["GEN-104(sus)"]);
    expect(without.final.areas.B!.trash).toEqual(["TST-302"]);
  });

  it("a colour-filtered effect reaches its own Digimon and not one of another colour", () => {
    // TST-303 (red, 3000) gets +2000 from itself: 5000 ties GEN-104; TST-301 (black) adds nothing.
    const t = run("turn A | A: GEN-104 | B: TST-301 TST-303(sus)", "A attacks TST-303 with GEN-104");
    expect(t.final.areas.B!.trash).toEqual(["TST-303"]);
    expect(t.final.areas.A!.trash).toEqual(["GEN-104"]);
  });
});
