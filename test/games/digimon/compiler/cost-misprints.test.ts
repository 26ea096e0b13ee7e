/**
 * Misprints with one sure reading (text/typos.ts): each misprinted text compiles to what its
 * corrected form does, and reads whole.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";

const PAIRS: [string, string][] = [
  [
    "<Blocker> (At blocker timing, by suspending this Digimon, it becomes the attack target. [On Play] Gain 1 memory.",
    "<Blocker> (At blocker timing, by suspending this Digimon, it becomes the attack target.) [On Play] Gain 1 memory.",
  ],
  [
    "[Main] By placing 1 Digimon card with the [Knight] trait rom your hand under any of your Tamers, <Draw 1>.",
    "[Main] By placing 1 Digimon card with the [Knight] trait from your hand under any of your Tamers, <Draw 1>.",
  ],
  [
    "[Your Turn] While this Digimon has the [Bird] trait, it Digimon gains <Piercing>.",
    "[Your Turn] While this Digimon has the [Bird] trait, it gains <Piercing>.",
  ],
  [
    "[Main] 1 of your your Digimon gets +1000 DP for the turn.",
    "[Main] 1 of your Digimon gets +1000 DP for the turn.",
  ],
  [
    "[Main] By placing 1 Digimon card with [Cat] in its text or the [Pet] from your hand as this Digimon's bottom digivolution card, gain 1 memory.",
    "[Main] By placing 1 Digimon card with [Cat] in its text or the [Pet] trait from your hand as this Digimon's bottom digivolution card, gain 1 memory.",
  ],
];

describe("misprints around costs", () => {
  for (const [wrong, right] of PAIRS)
    it(`reads "${wrong.slice(0, 60)}..." as corrected`, () => {
      const a = compileText(wrong, { code: "TST-61791" });
      const b = compileText(right, { code: "TST-61791" });
      expect(a.unread).toEqual([]);
      expect(b.unread).toEqual([]);
      const ops = (x: typeof a) =>
        x.abilities.map((ab) => ({ ops: ab.ops, cost: ab.cost, timing: ab.timing }));
      expect(ops(a)).toEqual(ops(b));
    });
});
