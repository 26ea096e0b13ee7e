import { describe, expect, it } from "vitest";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const cards = `XX1-020 "Freezer" digimon lv 4 5000 dp blue cost 3 : [On Play] Suspend 1 of your opponent's Digimon with 5000 DP or less. Then, until the end of your opponent's turn, 1 of your opponent's Digimon can't unsuspend.`;

describe("a target the rules settle alone", () => {
  it("spends the answer naming it, so the next choice takes the next answer", () => {
    const { trace } = resolveDigimon({
      board: "turn A; A: memory 8 | B: GEN-104 GEN-106",
      action: "A plays XX1-020",
      choices: "target GEN-104; target GEN-106",
      cards,
    });
    const text = trace.steps.find((s) => s.kind === "activate" && s.card === "XX1-020")!.text;
    expect(text).toContain("[GEN-104 Generic Red Lv.4] is suspended");
    expect(text).toContain("[GEN-106 Generic Red Lv.6] can't unsuspend");
  });

  it("leaves an answer naming another card for the next choice", () => {
    const { trace } = resolveDigimon({
      board: "turn A; A: memory 8 | B: GEN-104 GEN-106",
      action: "A plays XX1-020",
      choices: "target GEN-106",
      cards,
    });
    const text = trace.steps.find((s) => s.kind === "activate" && s.card === "XX1-020")!.text;
    expect(text).toContain("[GEN-106 Generic Red Lv.6] can't unsuspend");
  });
});
