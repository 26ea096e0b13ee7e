import { describe, expect, it } from "vitest";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const cards = [
  `XX1-060 "Eggmother" digi-egg 6000 dp white : [All Turns] This Digimon can't attack.`,
  `XX1-061 "Plainegg" digi-egg lv 2 white : inherited: [Your Turn] This Digimon gets +1000 DP.`,
].join("\n");

describe("a Digi-Egg in the battle area (4-3-1)", () => {
  it("keeps the DP it is printed with: it stays, battles and is deleted like any Digimon", () => {
    const { trace } = resolveDigimon({
      board: "turn A; A: GEN-105 | B: XX1-060(sus)",
      action: "A attacks XX1-060 with GEN-105",
      cards,
    });
    expect(trace.steps.some((s) => /battles \[XX1-060/.test(s.text))).toBe(true);
    expect(trace.final.areas.B!.trash).toEqual(["XX1-060"]);
    expect(trace.final.areas.A!.battle).toEqual(["GEN-105(sus)"]);
  });

  it("is trashed when it has no DP (17-1-3-2-1)", () => {
    const { trace } = resolveDigimon({
      board: "turn A; A: GEN-105 | B: XX1-061",
      action: "A plays GEN-103",
      cards,
    });
    expect(trace.final.areas.B!.trash).toEqual(["XX1-061"]);
  });
});
