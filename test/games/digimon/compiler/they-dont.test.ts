/** "Your opponent may trash 1 card in their hand. If they don't, gain 1 memory." */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const OFFER = "[On Play] Your opponent may trash 1 card in their hand. If they don't, <Draw 1>.";
const CARDS = [testCard("TST-7341", OFFER, { level: 3, dp: 3000, playCost: 0 })];
const { run } = recordRunner(CARDS);
const after = (bHand: string, answer: string) =>
  run(`turn A main | A: hand TST-7341, deck 3 | B: hand ${bHand}`, "A plays TST-7341", answer).final.areas;

describe("if they don't, after an offer to the opponent", () => {
  it("reads as what runs otherwise", () => {
    expect(compileText(OFFER).abilities[0]!.ops).toEqual([
      { op: "opponentMay", then: [{ op: "trashHand", n: 1 }], otherwise: [{ op: "draw", n: 1 }] },
    ]);
  });

  it("runs when the opponent declines, and not when they do it", () => {
    const declined = after("GEN-103", "no");
    expect(declined.A!.hand).toHaveLength(1);
    expect(declined.B!.hand).toEqual(["GEN-103"]);
    const done = after("GEN-103", "yes");
    expect(done.A!.hand ?? []).toHaveLength(0);
    expect(done.B!.trash).toEqual(["GEN-103"]);
  });

  it("runs when the opponent accepts but has nothing to trash", () => {
    expect(after("0", "yes").A!.hand).toHaveLength(1);
  });
});
