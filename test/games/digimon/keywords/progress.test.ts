/**
 * <Progress> (16-39): while attacking, the Digimon isn't affected by the opponent's effects; once
 * the attack is over, a lasting change made meanwhile counts (15-15-5-2). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard("TST-991", "<Progress>", { level: 4, dp: 5000 }),
  testCard(
    "TST-992",
    "[Opponent's Turn] When an opponent's Digimon attacks, 1 of your opponent's Digimon gets -4000 DP for the turn.",
    { level: 4, dp: 6000 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (attacker: string) =>
  resolveDigimon(
    {
      board: `turn A | A: ${attacker}, memory 3 | B: TST-992, security 2`,
      action: `A attacks B with ${attacker}`,
      choices: "",
    },
    registry,
  ).trace;
const texts = (t: ReturnType<typeof run>) =>
  t.steps.map((s) => [s.text, ...(s.changes ?? [])].join("\n")).join("\n");

describe("<Progress> (16-39)", () => {
  it("keeps the opponent's effect from changing the attacking Digimon while it attacks", () => {
    const t = run("TST-991");
    expect(texts(t)).toMatch(/\[TST-991[^\]]*\] gets -4000 DP for the turn \(5000 → 5000 DP\)/);
  });

  it("a Digimon without it is changed", () => {
    expect(texts(run("GEN-104"))).toMatch(/gets -4000 DP for the turn \(5000 → 1000 DP\)/);
  });

  it("once the attack is over the change counts (15-15-5-2)", () => {
    const t = run("TST-991");
    expect(t.final.details?.A?.[0]?.dp).toBe(1000);
  });
});
