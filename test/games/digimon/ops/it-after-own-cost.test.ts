/**
 * "By placing 1 ... as this Digimon's bottom digivolution card, it gains <Blocker> and +3000 DP
 * until your opponent's turn ends.": after a cost that touches only this Digimon, "it" is this
 * Digimon, not another one the player would choose.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const card = readRecord;
const CARDS = [
  card("TST-1871", "Gammaling", { level: 3 }),
  card("TST-1872", "Holder", {
    level: 4,
    dp: 5000,
    effect:
      "[Main] [Once Per Turn] By placing 1 Digimon card with [Gamma] in its name from your hand as this Digimon's bottom digivolution card, it gains <Blocker> and +3000 DP until your opponent's turn ends.",
  }),
];
const { run, stepsText } = recordRunner(CARDS);

describe("'it' after a cost on this Digimon", () => {
  it("gives this Digimon the keyword and the DP once the card is placed under it", () => {
    const t = run(
      "turn A | A: TST-1872 GEN-104, hand TST-1871, memory 0 | B: GEN-203",
      "A activates TST-1872",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-1872[TST-1871]", "GEN-104"]);
    const text = stepsText(t);
    expect(text).toMatch(/\[TST-1872 Holder\][^\n]*Blocker/);
    expect(text).toMatch(/\[TST-1872 Holder\][^\n]*\+3000 DP/);
    expect(text).not.toMatch(/GEN-104[^\n]*(?:Blocker|\+3000)/);
  });
});
