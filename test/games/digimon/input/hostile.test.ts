import { describe, expect, it } from "vitest";
import { explore } from "../../../../src/engine/explorer.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { UserError } from "../../../../src/games/user-error.ts";

function outcome(
  board: string,
  action: string,
  choices = "",
): { ms: number; error?: string; steps?: number } {
  const t0 = performance.now();
  try {
    const { trace } = resolveDigimon({ board, action, choices });
    return { ms: performance.now() - t0, steps: trace.steps.length };
  } catch (e) {
    if (!(e instanceof UserError)) throw e;
    return { ms: performance.now() - t0, error: e.message };
  }
}

describe("hostile input to /resolve", () => {
  it("answers an enormous board quickly, resolved or refused", () => {
    const many = Array.from({ length: 190 }, (_, i) => `GEN-204#x${i}[ST3-04]`).join(" ");
    const r = outcome(`A: BT4-048 ${many}, security 1 | B: BT2-070`, "A attacks with BT4-048");
    expect(r.ms).toBeLessThan(5000);
    expect(r.steps ?? 0).toBeGreaterThan(190);
  });

  it("refuses a board over the size limits with a clear message", () => {
    const huge = `A: ${"GEN-204 ".repeat(1200)}`;
    const r = outcome(huge, "A starts the turn");
    expect(r.error).toMatch(/8,?000 characters|too long/i);
    const cards = `A: ${Array.from({ length: 401 }, () => "GEN-2").join(" ")}`;
    expect(outcome(cards, "A starts the turn").error).toMatch(/400/);
  });

  it("refuses deeply nested or repeated notation without recursing", () => {
    const nested = `A: BT4-048${"[GEN-204".repeat(2000)}${"]".repeat(2000)}`;
    const r = outcome(nested, "A attacks with BT4-048");
    expect(r.error).toBeDefined();
    expect(r.ms).toBeLessThan(1000);
    const repeated = Array.from({ length: 500 }, () => "A: GEN-204").join(" | ");
    expect(outcome(repeated, "A starts the turn").error).toContain("Duplicate block for player A");
  });

  it("refuses odd characters, lone surrogates and control bytes with a position", () => {
    for (const board of [
      "A: BT4-048 \uD800 | B: BT2-070",
      "A: BT4-048\u0000",
      "A: BT4-048 ☃",
      "\u202eA: BT4-048",
    ]) {
      const r = outcome(board, "A attacks with BT4-048");
      expect(r.error, JSON.stringify(board)).toMatch(/column \d+/);
    }
  });

  it("keeps the explorer inside its node budget on a board with many choices", () => {
    const many = "abcdefghij"
      .split("")
      .map((l) => `GEN-204#${l}[ST3-04]`)
      .join(" ");
    const board = `A: BT4-048 ${many} BT4-097, security 3 | B: BT2-070`;
    const t0 = performance.now();
    const r = explore(
      (fallback) => resolveDigimon({ board, action: "A attacks with BT4-048", fallback }).trace,
      {
        nodeBudget: 200,
      },
    );
    expect(r.replays).toBeLessThanOrEqual(200);
    expect(r.complete).toBe(false);
    expect(performance.now() - t0).toBeLessThan(10_000);
  });
});
