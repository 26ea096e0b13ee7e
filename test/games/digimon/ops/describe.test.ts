/** Prompts name what an effect does in plain words, never the engine's names for its steps. */
import { describe, expect, it } from "vitest";
import type { Op } from "../../../../src/games/digimon/model/index.ts";
import { describeOps } from "../../../../src/games/digimon/ops/describe.ts";

describe("describeOps", () => {
  it("names the steps inside a step that only shapes them", () => {
    const ops = [{ op: "onReferent", referent: "it", then: [{ op: "memory", n: 1 }] }] as Op[];
    expect(describeOps(ops)).toBe("gain 1 memory");
  });

  it("says a conditional step depends on its condition", () => {
    const ops = [{ op: "if", cond: { is: "memory", atMost: 3 }, then: [{ op: "draw", n: 1 }] }] as Op[];
    expect(describeOps(ops)).toBe("(if its condition holds) draw 1");
  });

  it("keeps a 'may' step's cost", () => {
    const ops = [{ op: "may", cost: [{ op: "memory", n: -2 }], then: [{ op: "draw", n: 2 }] }] as Op[];
    expect(describeOps(ops)).toBe("pay (lose 2 memory) to draw 2");
  });

  it("reads other steps as words", () => {
    expect(describeOps([{ op: "suspendThis" }, { op: "endAttack" }] as Op[])).toBe(
      "suspend this card, then end attack",
    );
  });
});
