/**
 * "By placing 1 Digimon card with the [X] trait from your hand or trash at the bottom of your
 * Digimon with such trait, ...": under one of your Digimon with that trait (4-8-1). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-7991", "Gear Caller", {
    category: "Tamer",
    level: undefined,
    dp: undefined,
    digivolve: [],
    playCost: 3,
    effect:
      "[Main] By placing 1 Digimon card with the [Gear] trait from your hand or trash at the bottom of your Digimon with such trait, gain 2 memory.",
  }),
  readRecord("TST-7992", "Gear Beast", { level: 5, traits: ["Gear"] }),
  readRecord("TST-7993", "Gear Part", { level: 3, traits: ["Gear"] }),
];
const { run, errorOf } = recordRunner(CARDS);

describe("'your Digimon with such trait'", () => {
  it("puts the [Gear] card from the trash under the [Gear] Digimon", () => {
    const t = run(
      "turn A | A: TST-7991 GEN-105 TST-7992, trash TST-7993, memory 0 | B: GEN-103",
      "A activates TST-7991",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-7991", "GEN-105", "TST-7992[TST-7993]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("without a Digimon with the trait there is nothing to place it under", () => {
    const why = errorOf(() =>
      run(
        "turn A | A: TST-7991 GEN-105, trash TST-7993, memory 0 | B: GEN-103",
        "A activates TST-7991",
        "yes",
      ),
    );
    expect(why).toMatch(/cost can't be paid \(there is no card to place them under\)/);
  });
});
