import { describe, expect, it } from "vitest";
import { explore } from "../../src/engine/explorer.ts";
import { resolveDigimon } from "../../src/games/digimon/input/resolve-text.ts";
import { findScenario } from "../../src/scenarios/library.ts";

const exploreScenario = (id: string, edition: string, nodeBudget?: number) => {
  const s = findScenario(id)!;
  return explore(
    (fallback) => resolveDigimon({ board: s.board, action: s.action, edition, fallback }).trace,
    {
      nodeBudget,
    },
  );
};

describe("explorer", () => {
  it("finds that player A's order in example 4 never changes the outcome", () => {
    const r = exploreScenario("digimon/rules-processing-4", "cr-4.2");
    expect(r.complete).toBe(true);
    const orders = r.choicePoints.filter((p) => p.prompt.includes("which of your pending effects"));
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((p) => !p.matters)).toBe(true);
    expect(r.choicePoints.find((p) => p.prompt.includes("WarGreymon"))!.matters).toBe(true);
    // 3! orders of A's effects, times Kari Kamiya's yes/no, plus declining WarGreymon's effect.
    expect(r.sequences).toBe(13);
  });

  it("finds that player B's order in example 3 under cr-4.2 decides whether Tapirmon draws", () => {
    const r = exploreScenario("digimon/rules-processing-3", "cr-4.2");
    const order = r.choicePoints.find(
      (p) => p.player === "B" && p.prompt.includes("which of your pending effects"),
    )!;
    expect(order.matters).toBe(true);
    const handSizes = new Set(r.outcomes.map((o) => o.final.areas.B!.hand!.length));
    expect(handSizes.size).toBeGreaterThan(1);
  });

  it("merges equal states instead of walking every ordering", () => {
    const board = `A: BT4-048 ${"abcdef"
      .split("")
      .map((l) => `GEN-204#${l}[ST3-04]`)
      .join(" ")}, security 1 | B: BT2-070`;
    const r = explore(
      (fallback) =>
        resolveDigimon({ board, action: "A attacks with BT4-048", choices: "BT4-048: yes", fallback }).trace,
    );
    expect(r.complete).toBe(true);
    expect(r.sequences).toBe(720);
    expect(r.outcomes).toHaveLength(1);
    expect(r.mergeHits).toBeGreaterThan(0);
    expect(r.replays).toBeLessThan(720);
  });

  it("says honestly when the node budget ends first", () => {
    const r = exploreScenario("digimon/rules-processing-4", "cr-4.2", 3);
    expect(r.complete).toBe(false);
    expect(r.pending).toBeGreaterThan(0);
    expect(r.replays).toBe(3);
  });
});
