import { describe, expect, it } from "vitest";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const cards = `XX1-080 "Guard" digimon lv 6 12000 dp black cost 3 : [Opponent's Turn][Once Per Turn] When your opponent's Digimon with the highest DP attacks, you may switch the target of attack to this Digimon.`;

const run = (attacker: string) =>
  resolveDigimon({
    board: "turn B; A: XX1-080 | B: GEN-104 GEN-106, security 2",
    action: `B attacks A with ${attacker}`,
    cards,
  }).trace;

describe("a trigger on 'your opponent's Digimon with the highest DP'", () => {
  it("does not trigger when the attacker is not the highest", () => {
    expect(run("GEN-104").steps.some((s) => s.kind === "activate" && s.card === "XX1-080")).toBe(false);
  });

  it("triggers when it is", () => {
    expect(run("GEN-106").steps.some((s) => s.kind === "activate" && s.card === "XX1-080")).toBe(true);
  });
});
