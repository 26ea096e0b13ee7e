/** "If you attack one of your opponent's Digimon", "If this Digimon has a [X] digivolution card". */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { battleDp, recordRunner } from "../record-runner.ts";

const ATTACK =
  "[When Attacking] If you attack one of your opponent's Digimon, this Digimon gets +1000 DP for the turn.";
const NAMED = "[When Attacking] If this Digimon has a [Test TST-7383] digivolution card, <Draw 1>.";
const CARDS = [
  testCard("TST-7381", ATTACK, { level: 4, dp: 5000 }),
  testCard("TST-7382", NAMED, { level: 4, dp: 5000 }),
  testCard("TST-7383", ""),
];
const { run } = recordRunner(CARDS);

describe("two more condition wordings", () => {
  it("an attack on one of the opponent's Digimon", () => {
    expect(compileText(ATTACK).abilities[0]!.ops[0]).toMatchObject({ cond: { is: "attackingDigimon" } });
    expect(battleDp(run("turn A | A: TST-7381 | B: GEN-205(sus)", "A attacks GEN-205 with TST-7381"))).toBe(
      "6000",
    );
  });

  it("a digivolution card of that name", () => {
    expect(compileText(NAMED).abilities[0]!.ops[0]).toMatchObject({
      cond: { is: "sources", filter: { nameIs: ["Test TST-7383"] } },
    });
    const hand = (sources: string) =>
      run(`turn A | A: TST-7382[${sources}], deck 2 | B: GEN-205(sus)`, "A attacks GEN-205 with TST-7382")
        .final.areas.A!.hand ?? [];
    expect(hand("TST-7383")).toHaveLength(1);
    expect(hand("GEN-103")).toHaveLength(0);
  });
});
