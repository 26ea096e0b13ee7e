import { describe, expect, it } from "vitest";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const cards = [
  `XX1-001 "Watcher" digimon lv 4 5000 dp red cost 5 : [Your Turn][Once Per Turn] When an opponent's Digimon is deleted, you may gain 1 memory.`,
  `XX1-002 "Zap" option red cost 0 : [Main] Delete 1 of your opponent's Digimon.`,
].join("\n");

function run(choices: string) {
  return resolveDigimon({
    board: "turn A; A: XX1-001, hand XX1-002 XX1-002, memory 5 | B: GEN-104 GEN-204",
    action: "A uses XX1-002; A uses XX1-002",
    choices,
    cards,
  }).trace;
}

describe("[Once Per Turn] and a declined 'you may'", () => {
  it("keeps the use when the player declines, so a later trigger that turn can be used", () => {
    const trace = run("XX1-001: no; XX1-001: yes");
    const uses = trace.steps.filter((s) => s.kind === "activate" && s.card === "XX1-001");
    expect(uses).toHaveLength(2);
    expect(uses[0]!.text).toContain("chooses not to use it");
    expect(trace.final.memory).toEqual({ player: "A", value: 6 });
  });

  it("spends it once the effect is used", () => {
    const trace = run("XX1-001: yes; XX1-001: yes");
    expect(trace.steps.filter((s) => s.kind === "activate" && s.card === "XX1-001")).toHaveLength(1);
    expect(trace.final.memory).toEqual({ player: "A", value: 6 });
  });
});
