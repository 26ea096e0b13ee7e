/**
 * Trigger wordings before <Delay> (16-17): "When effects delete Digimon" (any player's, by an
 * effect only), "When Digimon are deleted" (any player's, however), "When effects place [X] as any
 * of your Digimon's digivolution cards".
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS = [
  testOption("TST-71040", "[All Turns] When effects delete Digimon, <Delay>.\n・Gain 2 memory."),
  testOption("TST-71041", "[All Turns] When Digimon are deleted, <Delay>\n・Gain 2 memory."),
  testOption(
    "TST-71042",
    "[All Turns] When effects place [Vemling] as any of your Digimon's digivolution cards, <Delay>\n・Gain 2 memory.",
  ),
  testCard("TST-71043", "[On Play] Delete 1 of your opponent's Digimon.", { playCost: 3 }),
  testCard(
    "TST-71044",
    "[On Play] You may place 1 [Vemling] from your hand as this Digimon's bottom digivolution card.",
    { playCost: 3 },
  ),
  { ...testCard("TST-71045", "", { level: 3 }), name: "Vemling" },
  testCard("TST-71046", "", { level: 3 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const mem = (t: ReturnType<typeof run>) => t.final.memory;

describe("'When effects delete Digimon'", () => {
  it("triggers on the opponent's Digimon deleted by an effect", () => {
    const t = run("turn A | A: TST-71040, hand TST-71043, memory 5 | B: GEN-203", "A plays TST-71043", "yes");
    expect(t.final.areas.A!.trash).toEqual(["TST-71040"]);
    // 5 - 3 + 2.
    expect(mem(t)).toEqual({ player: "A", value: 4 });
  });

  it("doesn't trigger on a deletion in battle", () => {
    const t = run(
      "turn A | A: TST-71040 GEN-105, memory 5 | B: GEN-203(sus)",
      "A attacks GEN-203 with GEN-105",
    );
    expect(t.final.areas.B!.trash).toContain("GEN-203");
    expect(t.final.areas.A!.battle).toContain("TST-71040");
  });
});

describe("'When Digimon are deleted'", () => {
  it("triggers on a deletion in battle too", () => {
    const t = run(
      "turn A | A: TST-71041 GEN-105, memory 5 | B: GEN-203(sus)",
      "A attacks GEN-203 with GEN-105",
      "yes",
    );
    expect(t.final.areas.A!.trash).toEqual(["TST-71041"]);
    expect(mem(t)).toEqual({ player: "A", value: 7 });
  });
});

describe("'When effects place [X] as any of your Digimon's digivolution cards'", () => {
  it("triggers when an effect places the named card under one of your Digimon", () => {
    const t = run(
      "turn A | A: TST-71042, hand TST-71044 TST-71045, memory 5 | B: GEN-203",
      "A plays TST-71044",
      "yes; yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-71044[TST-71045]"]);
    expect(mem(t)).toEqual({ player: "A", value: 4 });
  });
});
