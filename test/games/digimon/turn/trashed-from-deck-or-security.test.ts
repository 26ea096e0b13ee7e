/**
 * "When effects trash this card from the deck or security stack, ...": a card's trigger on its own
 * trashing from either place (4-16-2); only effects trash cards from a deck. A keyword in its
 * sentence on the line after a digivolution requirement stays part of that sentence.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const { run } = recordRunner([
  readRecord("TST-81060", "Test Trashed Either", {
    effect:
      "[Digivolve] Lv.3 w/[Evil] trait: Cost 2\n\nWhen effects trash this card from the deck or security stack, give 1 of your opponent's Digimon <Security A. -1> until their turn ends.",
  }),
  testCard("TST-81061", "[On Play] Trash the top 1 card of your deck.", { colors: ["Yellow"] }),
  testCard("TST-81062", "[On Play] Trash your top security card.", { colors: ["Yellow"] }),
]);

describe("a trigger on this card's trashing from the deck or the security stack", () => {
  it("triggers when an effect trashes it from the deck", () => {
    const t = run("turn A | A: hand TST-81061, deck TST-81060, memory 3 | B: GEN-203", "A plays TST-81061");
    expect(t.steps.some((s) => s.kind === "activate" && s.card === "TST-81060")).toBe(true);
  });

  it("triggers when an effect trashes it from the security stack", () => {
    const t = run(
      "turn A | A: hand TST-81062, security TST-81060, memory 3 | B: GEN-203",
      "A plays TST-81062",
    );
    expect(t.steps.some((s) => s.kind === "activate" && s.card === "TST-81060")).toBe(true);
  });
});
