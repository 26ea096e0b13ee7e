/** "For each of this Digimon's face-down digivolution cards, add 1 to the play cost maximum." */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const RAISE =
  "[When Attacking] You may play 1 play cost 3 or lower Digimon card from your trash without paying the cost. For each of this Digimon's face-down digivolution cards, add 1 to the play cost maximum.";
const CARDS = [
  testCard("TST-7371", RAISE, { level: 5, dp: 7000 }),
  testCard("TST-7372", "", { playCost: 5 }),
];
const { run } = recordRunner(CARDS);

describe("the play cost maximum, raised by a count", () => {
  it("reads as a raise of the play before it", () => {
    expect(compileText(RAISE).abilities[0]!.ops[0]).toMatchObject({
      op: "raiseMax",
      field: "playCost",
      n: 1,
      by: { zone: "sources", faceDown: true },
    });
  });

  it("each face-down digivolution card adds 1", () => {
    const battle = (sources: string) =>
      run(
        `turn A | A: TST-7371[${sources}], trash TST-7372 | B: GEN-205(sus)`,
        "A attacks GEN-205 with TST-7371",
        "yes; target TST-7372",
      ).final.areas.A!.battle;
    expect(battle("GEN-103(down) GEN-203(down)")).toContain("TST-7372");
    expect(battle("GEN-103(down) GEN-203")).not.toContain("TST-7372");
  });
});
