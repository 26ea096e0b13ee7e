/**
 * "If this effect didn't flip, ..." (no security card turned face up) and "If no opponent's
 * Digimon was deleted by this effect, ...": conditions on what the effect just did.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const FLIP =
  "[On Play] Flip your opponent's top face-down security card face up. If this effect didn't flip, gain 2 memory.";
const NONE_DELETED =
  "[On Play] Delete 1 of your opponent's Digimon with 4000 DP or less. If no opponent's Digimon was deleted by this effect, gain 2 memory.";

const { run } = recordRunner([testCard("TST-9351", FLIP), testCard("TST-9352", NONE_DELETED)]);
const memory = (code: string, theirs: string) =>
  run(`turn A main; A: hand ${code}, memory 3 | B: ${theirs}`, `A plays ${code}`).final.memory?.value;

describe("reading more outcomes", () => {
  it("reads a flip not made and no opponent's Digimon deleted", () => {
    expect(compileText(FLIP).abilities[0]!.ops[0]).toMatchObject({
      op: "ifOutcome",
      what: "flip",
      did: false,
    });
    expect(compileText(NONE_DELETED).abilities[0]!.ops[0]).toMatchObject({
      op: "ifOutcome",
      what: "delete",
      did: false,
      whose: "opponent",
    });
  });
});

describe("more outcomes on a board", () => {
  it("'didn't flip' holds when no face-down security card was there to flip", () => {
    expect(memory("TST-9351", "GEN-204, security GEN-203 GEN-205")).toBe(3);
    expect(memory("TST-9351", "GEN-204, security GEN-203(up)")).toBe(5);
    expect(memory("TST-9351", "GEN-204")).toBe(5);
  });

  it("'no opponent's Digimon was deleted' holds when the deletion found nothing", () => {
    expect(memory("TST-9352", "GEN-203")).toBe(3);
    expect(memory("TST-9352", "GEN-204")).toBe(5);
  });
});
