/**
 * "1 Digimon with the [X] trait or 6000 DP or less": a Digimon that is either (here in a cost that
 * deletes one, on either side, 15-7). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-7971", "Guardian Caller", {
    level: 6,
    dp: 12000,
    effect: "[Main] By deleting 1 Digimon with the [Guardian] trait or 4000 DP or less, gain 2 memory.",
  }),
  readRecord("TST-7972", "Big Guardian", { level: 6, dp: 11000, traits: ["Guardian"] }),
];
const { run, errorOf } = recordRunner(CARDS);

describe("a trait or a DP limit", () => {
  it("a big Digimon with the trait fits", () => {
    const t = run("turn A | A: TST-7971 TST-7972, memory 0 | B: GEN-105", "A activates TST-7971", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-7971"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("a small Digimon without the trait fits too", () => {
    const t = run("turn A | A: TST-7971 | B: GEN-103 GEN-105, memory 0", "A activates TST-7971", "yes");
    expect(t.final.areas.B!.battle).toEqual(["GEN-105"]);
  });

  it("a big Digimon without the trait does not", () => {
    const why = errorOf(() =>
      run("turn A | A: TST-7971 GEN-105, memory 0 | B: GEN-106", "A activates TST-7971", "yes"),
    );
    expect(why).toMatch(/cost can't be paid/);
  });
});
