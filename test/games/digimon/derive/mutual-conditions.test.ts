/**
 * Two continuous effects whose conditions hold through each other's DP ("while your opponent has
 * a Digimon with 13000 DP or more, this Digimon gets +3000 DP" on both sides) stay in force once
 * what first met them is gone, as long as each still meets the other's condition (official Q&A);
 * they don't switch on by themselves from nothing.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-75030",
    "[All Turns] While your opponent has a Digimon with 13000 DP or more, this Digimon gets +3000 DP.",
    { level: 6, dp: 12000 },
  ),
  testCard("TST-75031", "", { level: 6, dp: 13000 }),
  testCard(
    "TST-75032",
    "[All Turns] While your opponent has a Digimon with 13000 DP or more, your opponent's Digimon's effects don't affect this Digimon, and it gets +3000 DP.",
    { level: 6, dp: 12000 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;
const dpOf = (t: ReturnType<typeof run>, side: "A" | "B", card: string) =>
  t.final.details?.[side]?.find((d) => d.card.startsWith(card))?.dp;

describe("continuous effects that hold through each other", () => {
  it("stay in force after the Digimon that first met them leaves", () => {
    const t = run(
      "turn A | A: TST-75030 TST-75031, memory 3 | B: TST-75030#b(sus)",
      "A attacks TST-75030#b with TST-75031",
    );
    expect(t.final.areas.A?.trash).toContain("TST-75031");
    expect(dpOf(t, "A", "TST-75030")).toBe(15000);
    expect(dpOf(t, "B", "TST-75030")).toBe(15000);
  });

  it("stay in force the same way when the effect also gives an immunity (a continuous effect)", () => {
    const t = run(
      "turn A | A: TST-75032 TST-75031, memory 3 | B: TST-75032#b(sus)",
      "A attacks TST-75032#b with TST-75031",
    );
    expect(t.final.areas.A?.trash).toContain("TST-75031");
    expect(dpOf(t, "A", "TST-75032")).toBe(15000);
    expect(dpOf(t, "B", "TST-75032")).toBe(15000);
  });

  it("are not in force when nothing ever met them", () => {
    const t = run(
      "turn A | A: TST-75030, memory 3 | B: TST-75030#b GEN-104(sus)",
      "A attacks GEN-104 with TST-75030",
    );
    expect(dpOf(t, "A", "TST-75030")).toBe(12000);
    expect(dpOf(t, "B", "TST-75030")).toBe(12000);
  });
});
