/**
 * "Your opponent may choose 1 of their unsuspended Digimon. If they do, switch the target of
 * attack to that Digimon." (official Q&A Q1224): the opponent picks the new target, or declines.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARD = testCard(
  "TST-2161",
  "[When Attacking] Your opponent may choose 1 of their unsuspended Digimon. If they do, switch the target of attack to that Digimon.",
  { dp: 9000 },
);
const registry = new CardRegistry([...bundledCards, CARD]);
const run = (board: string, choices: string) =>
  resolveDigimon({ board, action: "A attacks B with TST-2161", choices }, registry).trace;
const text = (t: ReturnType<typeof run>) => t.steps.map((s) => s.text).join("\n");

describe("the opponent picks the new attack target", () => {
  it("asks player B, and the battle is with the Digimon B chose", () => {
    const t = run("turn A; A: TST-2161 | B: GEN-104 GEN-204, security 2", "target GEN-204");
    const asked = t.steps.flatMap((s) => s.choices ?? []).find((c) => /new attack target/.test(c.prompt));
    expect(asked?.player).toBe("B");
    expect(text(t)).toMatch(/switches from player B to \[GEN-204/);
    expect(t.final.areas.B!.trash).toEqual(["GEN-204"]);
    expect(t.final.areas.B!.security).toHaveLength(2);
  });

  it("keeps the player as the target when B declines", () => {
    const t = run("turn A; A: TST-2161 | B: GEN-104, security 2", "skip");
    expect(t.final.areas.B!.battle).toEqual(["GEN-104"]);
    expect(t.final.areas.B!.security).toHaveLength(1);
  });

  it("offers only unsuspended Digimon", () => {
    const t = run("turn A; A: TST-2161 | B: GEN-104(sus), security 2", "");
    expect(t.final.areas.B!.battle).toEqual(["GEN-104(sus)"]);
    expect(t.final.areas.B!.security).toHaveLength(1);
  });
});
