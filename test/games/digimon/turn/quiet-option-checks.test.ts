/**
 * "This Digimon doesn't activate [Security] effects on Option cards it checks": an Option card
 * its security check reveals does nothing, while the other Digimon's checks still activate them.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-4481",
    "[Your Turn] This Digimon doesn't activate [Security] effects on Option cards it checks.",
    {
      level: 4,
      dp: 6000,
    },
  ),
  testCard(
    "TST-4482",
    "[All Turns] While this Digimon has [Shield] in its traits, it doesn't activate [Security] effects on Option cards it checks.",
    { level: 4, dp: 6000, traits: ["Shield"] },
  ),
  testCard(
    "TST-4483",
    "[All Turns] While this Digimon has [Shield] in its traits, it doesn't activate [Security] effects on Option cards it checks.",
    { level: 4, dp: 6000 },
  ),
  {
    ...testCard("TST-4484", "", {}, "[Security] Delete 1 of your opponent's Digimon."),
    category: "Option",
    level: undefined,
    dp: undefined,
  },
];
const reg = new CardRegistry([...bundledCards, ...CARDS]);
const go = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, reg).trace;

describe("a Digimon that doesn't activate [Security] effects on Option cards it checks", () => {
  it("checks the Option card, whose effect does not activate", () => {
    const t = go("turn A | A: TST-4481 | B: security TST-4484 GEN-103", "A attacks B with TST-4481");
    expect(t.final.areas.A!.battle).toEqual(["TST-4481(sus)"]);
    expect(t.final.areas.B).toMatchObject({ security: ["GEN-103"], trash: ["TST-4484"] });
  });

  it("leaves the effect to activate for another attacker", () => {
    const t = go("turn A | A: GEN-104 | B: security TST-4484 GEN-103", "A attacks B with GEN-104");
    expect(t.final.areas.A!.trash).toEqual(["GEN-104"]);
  });

  it("holds only while its condition does", () => {
    const on = go("turn A | A: TST-4482 | B: security TST-4484", "A attacks B with TST-4482");
    expect(on.final.areas.A!.battle).toEqual(["TST-4482(sus)"]);
    const off = go("turn A | A: TST-4483 | B: security TST-4484", "A attacks B with TST-4483");
    expect(off.final.areas.A!.trash).toEqual(["TST-4483"]);
  });
});
