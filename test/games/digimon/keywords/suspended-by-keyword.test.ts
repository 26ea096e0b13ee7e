/**
 * A keyword effect that suspends a Digimon as its optional processing condition (<Evade> 16-22-1,
 * <Alliance> 16-24-3) suspends it by an effect, so "when an effect suspends" sees it (official
 * Q&A on such a Digimon and <Evade>). Suspending to attack is the rules' doing and is not seen.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard as baseCard, testOption } from "../test-card.ts";

const testCard = (code: string, effect: string, extra: Partial<CardDef> = {}): CardDef =>
  baseCard(code, effect, { level: 4, dp: 6000, ...extra });

const WATCHER = "[Your Turn] When an effect suspends this Digimon, gain 2 memory.";
const CARDS = [
  testCard("TST-801", `<Evade> ${WATCHER}`, { dp: 1000 }),
  testCard("TST-802", WATCHER, { dp: 2000 }),
  testCard("TST-803", "<Alliance>"),
  testOption(
    "TST-804",
    "[Main] Delete 1 of your opponent's Digimon. [Security] Activate this card's [Main] effect.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("suspending by a keyword effect is suspending by an effect", () => {
  it("<Evade> suspending its Digimon triggers that Digimon's 'when an effect suspends' (16-22-1)", () => {
    const t = run(
      "turn A | A: TST-801 GEN-106, memory 3 | B: security TST-804",
      "A attacks B with GEN-106",
      "target TST-801, yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-801(sus)", "GEN-106(sus)"]);
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
  });

  it("<Alliance> suspending the other Digimon triggers it too (16-24-3)", () => {
    const t = run(
      "turn A | A: TST-803 TST-802, memory 3 | B: security 1",
      "A attacks B with TST-803",
      "target TST-802",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-803(sus)", "TST-802(sus)"]);
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
  });

  it("suspending to attack is by the rules and triggers nothing", () => {
    const t = run("turn A | A: TST-802, memory 3 | B: security 1", "A attacks B with TST-802");
    expect(t.final.areas.A!.battle).toEqual(["TST-802(sus)"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });
});
