/**
 * "1 of your Digimon may get +5000 DP for the turn and attack your opponent's Digimon": the
 * player may choose none; the one chosen gets the change, then must attack if it can (official
 * Q&A Q5641). "... may gain <Security A. +1> for the turn and attack a player" is the same.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-2171",
    "[On Play] 1 of your Digimon may get +5000 DP for the turn and attack your opponent's Digimon.",
  ),
  testCard(
    "TST-2172",
    "[On Play] 1 of your Digimon may gain <Security Attack +1> for the turn and attack a player.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices: string) =>
  resolveDigimon({ board, action, choices }, registry).trace;
const text = (t: ReturnType<typeof run>) => t.steps.map((s) => s.text).join("\n");

describe("a change and an attack for the one Digimon chosen", () => {
  it("reads the change as done before the attack", () => {
    expect(CARDS[0]!.abilities[0]!.ops[0]).toMatchObject({
      op: "attackBy",
      target: "digimon",
      before: [{ op: "dp", target: "this", amount: 5000, duration: "turn" }],
    });
  });

  it("gives the chosen Digimon the DP, then it attacks", () => {
    const t = run(
      "turn A; A: GEN-104, hand TST-2171 | B: GEN-204(sus)",
      "A plays TST-2171",
      "target GEN-104; no",
    );
    expect(text(t)).toMatch(/GEN-104[^\n]*gets \+5000 DP[^\n]*suspends and attacks \[GEN-204/);
    expect(t.final.areas.B!.trash).toEqual(["GEN-204"]);
  });

  it("lets the player choose none", () => {
    const t = run("turn A; A: GEN-104, hand TST-2171 | B: GEN-204(sus)", "A plays TST-2171", "skip");
    expect(t.final.areas.A!.battle).toContain("GEN-104");
    expect(t.final.areas.B!.battle).toEqual(["GEN-204(sus)"]);
  });

  it("still gives the change to a chosen Digimon that can't attack", () => {
    const t = run(
      "turn A; A: GEN-104, hand TST-2171 | B: GEN-204(sus)",
      "A plays TST-2171",
      "target TST-2171",
    );
    expect(text(t)).toMatch(/TST-2171[^\n]*gets \+5000 DP[^\n]*must attack if it can, and it can't/);
    expect(t.final.areas.B!.battle).toEqual(["GEN-204(sus)"]);
  });

  it("gains a keyword before attacking a player", () => {
    const t = run("turn A; A: GEN-104, hand TST-2172 | B: security 3", "A plays TST-2172", "target GEN-104");
    expect(t.final.areas.B!.security).toHaveLength(1);
  });
});
