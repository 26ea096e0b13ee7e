/**
 * The counter timing (11-3): after the attack declaration and before the block timing, the
 * non-turn player may activate 1 [Counter] effect: <Blast Digivolve> from the hand (16-26) or
 * a [Counter] effect of their Digimon; on made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const BLAST = "[Hand] [Counter] <Blast Digivolve> [When Digivolving] Gain 1 memory.";
const fromLevel3 = { level: 4, dp: 6000, digivolve: [{ level: 3, color: "Red" as const, cost: 2 }] };
const CARDS: CardDef[] = [
  testCard("TST-971", BLAST, { ...fromLevel3, text: BLAST }),
  testCard("TST-972", "[Hand] [Counter] <Blast Digivolve> <Blocker>", { ...fromLevel3, dp: 9000 }),
  testCard("TST-973", "[Counter] [Once Per Turn] Gain 2 memory.", { level: 4, dp: 5000 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry);
const texts = (t: { steps: { text: string }[] }) => t.steps.map((s) => s.text).join("\n");

describe("the counter timing (11-3)", () => {
  const board = "turn A | A: GEN-105, memory 3 | B: GEN-103, hand TST-971, security 2, deck 2";

  it("<Blast Digivolve> digivolves a Digimon from the hand for free, after the declaration and before blocks", () => {
    const { trace } = run(board, "A attacks B with GEN-105", "target TST-971");
    const steps = texts(trace);
    expect(steps).toMatch(
      /Counter timing: player B activates \[TST-971[^\]]*\]'s <Blast Digivolve> from the hand/,
    );
    expect(trace.final.areas.B!.battle).toEqual(["TST-971[GEN-103]"]);
    // No memory paid; the [When Digivolving] effect gives B 1 memory: the gauge goes from 3 on A's side to 2.
    expect(trace.final.memory).toEqual({ player: "A", value: 2 });
    expect(trace.final.areas.B!.hand).toHaveLength(1);
    const counter = trace.steps.findIndex((s) => s.rule === "16-26-1");
    const declared = trace.steps.findIndex((s) => s.rule === "11-2-8-1");
    const check = trace.steps.findIndex((s) => /Security check/.test(s.text));
    expect(declared).toBeLessThan(counter);
    expect(counter).toBeLessThan(check);
  });

  it("by default the non-turn player uses none, and the step says so", () => {
    const { trace } = run(board, "A attacks B with GEN-105");
    expect(texts(trace)).toMatch(/Counter timing: player B activates no \[Counter\] effect/);
    expect(trace.final.areas.B!.battle).toEqual(["GEN-103"]);
  });

  it("a Digimon that <Blast Digivolve> made a <Blocker> can block in the block timing that follows", () => {
    const b = "turn A | A: GEN-105, memory 3 | B: GEN-103, hand TST-972, security 2, deck 2";
    const { trace } = run(b, "A attacks B with GEN-105", "target TST-972; target TST-972");
    expect(texts(trace)).toMatch(/suspends \[TST-972[^\]]*\] to block/);
    expect(trace.final.areas.B!.security).toHaveLength(2);
    expect(trace.final.areas.A!.battle).toEqual([]);
  });

  it("no counter timing step without a usable [Counter] effect: the card's requirements must be met", () => {
    const { trace } = run(
      "turn A | A: GEN-105, memory 3 | B: GEN-104, hand TST-971, security 2",
      "A attacks B with GEN-105",
      "target TST-971",
    );
    expect(texts(trace)).not.toMatch(/Counter timing/);
  });

  it("a [Counter] effect on the field activates once per turn, and only 1 per attack", () => {
    const b =
      "turn A | A: GEN-105#a GEN-105#b, memory 3 | B: TST-973 GEN-103, hand TST-971, security 3, deck 2";
    const { trace } = run(b, "A attacks B with GEN-105#a", "target TST-973");
    expect(texts(trace)).toMatch(/activates \[TST-973[^\]]*\]'s \[Counter\] effect/);
    // Only one [Counter] effect per attack: Blast Digivolve is not used too.
    expect(trace.final.areas.B!.battle).toContain("GEN-103");
    expect(trace.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("counter effects make the verdict complete where the engine runs them", () => {
    const { trace } = run(board, "A attacks B with GEN-105", "target TST-971");
    expect(trace.verdict?.gaps.filter((g) => g.card === "TST-971")).toEqual([]);
  });
});
