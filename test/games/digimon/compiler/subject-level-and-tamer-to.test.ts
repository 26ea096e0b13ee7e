import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { whyNotExecutable } from "../../../../src/games/digimon/compiler/executable.ts";
import { tamerOf, testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

// "of the same level" after a trigger about a played Digimon: that Digimon's level (its top card's).
const SAME =
  "[Your Turn] When one of your Digimon is played, you may return 1 of your opponent's Digimon of the same level to the bottom of its owner's deck.";
// "you may suspend this Tamer to have ...": the cost said before what it pays for (15-7).
const TO_HAVE =
  "[Your Turn] When one of your Digimon attacks, you may suspend this Tamer to have all of your opponent's Security Digimon get -5000 DP for the turn.";
const CARDS = [
  testCard("TST-4761", SAME, tamerOf("Blue")),
  testCard("TST-4762", "", { level: 4, dp: 4000 }),
  testCard("TST-4763", "", { level: 4, dp: 5000, colors: ["Yellow"] }),
  testCard("TST-4764", TO_HAVE, tamerOf("Red")),
];
const { run } = recordRunner(CARDS);

describe("'of the same level' as the trigger's Digimon", () => {
  it("reads the level of the played Digimon", () => {
    const [a] = compileText(SAME).abilities;
    expect(a!.ops).toEqual([
      {
        op: "onReferent",
        referent: "subject",
        then: [
          {
            op: "bounce",
            target: { side: "opponent", count: 1, filter: { category: "Digimon", sameLevelAsSelf: true } },
            to: "deckBottom",
          },
        ],
      },
    ]);
    expect(whyNotExecutable(a!, { security: 0 })).toBeNull();
  });

  it("returns only an opponent's Digimon of the played Digimon's level", () => {
    const t = run(
      "turn A | A: TST-4761, hand TST-4762 | B: GEN-203 TST-4763 GEN-205",
      "A plays TST-4762",
      "TST-4761: yes",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-203", "GEN-205"]);
    expect(t.final.areas.B!.deck).toContain("TST-4763");
  });

  it("finds none when no opponent's Digimon has that level", () => {
    const t = run(
      "turn A | A: TST-4761, hand TST-4762 | B: GEN-203 GEN-205",
      "A plays TST-4762",
      "TST-4761: yes",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-203", "GEN-205"]);
  });
});

describe("'you may suspend this Tamer to have ...'", () => {
  it("reads the suspension as the cost of the Security Digimon's DP change", () => {
    const [a] = compileText(TO_HAVE).abilities;
    expect(a!.cost).toEqual([{ op: "suspendThis" }]);
    expect(a!.ops).toEqual([{ op: "securityDp", side: "opponent", amount: -5000, duration: "turn" }]);
  });

  it("lowers the Security Digimon's DP in the attack's battle when the Tamer suspends", () => {
    const t = run(
      "turn A | A: TST-4764 GEN-203 | B: security GEN-205",
      "A attacks B with GEN-203",
      "TST-4764: yes",
    );
    // 3000 DP against 7000 - 5000: the attacker wins the battle it would otherwise lose.
    expect(t.final.areas.A!.battle).toEqual(["TST-4764(sus)", "GEN-203(sus)"]);
    expect(t.final.areas.B!.trash).toEqual(["GEN-205"]);
  });

  it("leaves the Security Digimon's DP when the Tamer stays unsuspended", () => {
    const t = run(
      "turn A | A: TST-4764 GEN-203 | B: security GEN-205",
      "A attacks B with GEN-203",
      "TST-4764: no",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-4764"]);
    expect(t.final.areas.A!.trash).toEqual(["GEN-203"]);
  });
});
