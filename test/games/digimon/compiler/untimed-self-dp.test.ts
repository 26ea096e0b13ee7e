import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

// A triggered "it gets +N DP" about this Digimon with no duration lasts for the turn (official Q&A on BT1-012).
const BLOCKED = "[Your Turn] When this Digimon is blocked, it gets +3000 DP.";
const CARDS = [
  testCard("TST-4771", BLOCKED, { level: 4, dp: 4000 }),
  testCard("TST-4772", "<Blocker>", { level: 4, dp: 6000 }),
];
const { run } = recordRunner(CARDS);

describe("a DP change on this Digimon its trigger gives without a duration", () => {
  it("reads as for the turn, only after a trigger about this Digimon", () => {
    expect(compileText(BLOCKED).abilities[0]!.ops).toEqual([
      { op: "dp", target: "this", amount: 3000, duration: "turn" },
    ]);
    const other = "[Your Turn] When one of your Digimon attacks, this Digimon gets +3000 DP.";
    expect(compileText(other).unread).toHaveLength(1);
  });

  it("wins the battle against the blocker it would lose", () => {
    const t = run(
      "turn A | A: TST-4771 | B: TST-4772, security 1",
      "A attacks B with TST-4771",
      "target TST-4772",
    );
    // 4000 + 3000 against 6000.
    expect(t.final.areas.B!.trash).toEqual(["TST-4772"]);
    expect(t.final.areas.A!.battle).toEqual(["TST-4771(sus)"]);
  });
});
