import { describe, expect, it } from "vitest";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

function errorOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error("expected an error");
}

const TAXER = `XX1-040 "Taxer" digimon lv 3 3000 dp blue cost 3 : [On Play] Gain 1 memory. inherited: [Opponent's Turn] When an opponent's Digimon with no digivolution cards would digivolve, increase the digivolution cost by 1.`;

describe("a memory cost that would take the gauge past 10 (4-2-2)", () => {
  it("returns a digivolving card whose raised cost can't be paid to the hand, and no memory moves (8-1-2-6)", () => {
    const { trace } = resolveDigimon({
      board: "turn B; A: GEN-303[XX1-040], memory 8 | B: GEN-103, hand GEN-104",
      action: "B digivolves GEN-103 into GEN-104",
      cards: TAXER,
    });
    expect(trace.final.areas.B!.battle).toEqual(["GEN-103"]);
    expect(trace.final.areas.B!.hand).toEqual(["GEN-104"]);
    expect(trace.final.memory).toEqual({ player: "A", value: 8 });
    expect(trace.steps[0]!.changes?.join(" ")).toContain("returns to the hand");
  });

  it("digivolves when the raised cost still fits the gauge", () => {
    const { trace } = resolveDigimon({
      board: "turn B; A: GEN-303[XX1-040], memory 7 | B: GEN-103, hand GEN-104",
      action: "B digivolves GEN-103 into GEN-104",
      cards: TAXER,
    });
    expect(trace.final.areas.B!.battle).toEqual(["GEN-104[GEN-103]"]);
    expect(trace.final.memory).toEqual({ player: "A", value: 10 });
  });

  it("keeps a card whose play cost can't be paid in the hand (7-1-2-3)", () => {
    const { trace } = resolveDigimon({
      board: "turn A; A: hand GEN-105 | B: GEN-204, memory 8",
      action: "A plays GEN-105",
    });
    expect(trace.final.areas.A!.hand).toEqual(["GEN-105"]);
    expect(trace.final.areas.A!.battle).toEqual([]);
  });
});

describe("a [Main] effect whose 'by' cost can't be paid", () => {
  const cards = `XX1-041 "Shifter" digimon lv 4 5000 dp red cost 3 : [Main] [Once Per Turn] By placing this Digimon's top stacked card as its bottom digivolution card, you may gain 2 memory.`;

  it("can't be activated", () => {
    const e = errorOf(() =>
      resolveDigimon({
        board: "turn A; A: XX1-041, memory 5 | B: GEN-204",
        action: "A activates XX1-041",
        cards,
      }),
    );
    expect(e).toContain("its cost can't be paid");
  });

  it("activates when it can be paid", () => {
    const { trace } = resolveDigimon({
      board: "turn A; A: XX1-041[GEN-103], memory 5 | B: GEN-204",
      action: "A activates XX1-041",
      cards,
    });
    expect(trace.final.areas.A!.battle).toEqual(["GEN-103[XX1-041]"]);
    expect(trace.final.memory).toEqual({ player: "A", value: 7 });
  });
});
