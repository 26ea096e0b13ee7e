import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/index.ts";

/** Texts in the usual templates, written for these tests, to mutate. */
const SEEDS = [
  "[On Play] Delete 1 of your opponent's Digimon with 3000 DP or less. Then, <Draw 1>.",
  "[When Attacking] Gain 3 memory. Lose 3 memory at the end of the turn.",
  "[Your Turn] When this Digimon becomes suspended, you may unsuspend this Digimon.",
  "[Main] [Once Per Turn] By suspending this Tamer, gain 1 memory.",
  "[On Play] <Draw 1>. If you have a Tamer, you may gain 2 memory instead.",
  "<Armor Purge> [All Turns] When a card is removed from your security stack, gain 1 memory.",
];

function mutate(text: string, at: number, insert: string, cut: number): string {
  const i = at % (text.length + 1);
  return text.slice(0, i) + insert + text.slice(i + cut);
}

describe("the card-text compiler on any input", () => {
  it("never throws, and every unread span lies inside the normalized text", () => {
    const text = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc
        .tuple(fc.constantFrom(...SEEDS), fc.nat(400), fc.string({ maxLength: 12 }), fc.nat(20))
        .map(([s, at, ins, cut]) => mutate(s, at, ins, cut)),
      fc
        .array(fc.constantFrom(...SEEDS, "[", "]", "<", ">", "(", ")", ",", ".", "＜", "［"), {
          maxLength: 12,
        })
        .map((p) => p.join(" ")),
    );
    fc.assert(
      fc.property(text, (t) => {
        const r = compileText(t, { code: "FZ1-001", part: "main" });
        for (const u of r.unread) {
          expect(u.start).toBeGreaterThanOrEqual(0);
          expect(u.end).toBeLessThanOrEqual(r.normalized.length);
          expect(r.normalized.slice(u.start, u.end)).toBe(u.fragment);
        }
      }),
      { numRuns: 400, seed: 42 },
    );
  });
});
