/**
 * A Digimon that "can't be deleted in battle" loses to a Security Digimon and stays: the step
 * names the protection that kept it (15-8-2), not an interrupt that never happened.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard("TST-79001", "This Digimon can't be deleted in battle.", { level: 3, dp: 3000, playCost: 3 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("a protected Digimon losing to a Security Digimon", () => {
  it("stays on the field, and the step says which effect kept it", () => {
    const t = run("turn A | A: TST-79001 | B: GEN-203, security GEN-106", "A attacks B with TST-79001");
    const battle = t.steps.find((s) => /battles the Security Digimon/.test(s.text))!;
    expect(battle.text).toMatch(/loses; .*can't be deleted in battle: an effect of .*prevents it \(15-8-2\)/);
    expect(battle.text).not.toMatch(/see the interrupt/);
    expect(t.final.details?.A?.some((d) => d.card.startsWith("TST-79001") && d.area === "battle")).toBe(true);
  });
});
