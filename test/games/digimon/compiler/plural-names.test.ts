/**
 * "1 of your [Test Partner]s": a card name in its plural names the same cards (2-3-1-2), here in a
 * cost that returns one of them. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CALLER = readRecord("TST-7921", "Partner Caller", {
  effect:
    "[Main] By placing 1 of your [Test Partner]s in play at the bottom of its owner's deck, gain 2 memory.",
});
const PARTNER = readRecord("TST-7922", "Test Partner", { level: 3, dp: 3000 });
const { run, errorOf } = recordRunner([CALLER, PARTNER]);

describe("a plural card name", () => {
  it("names the cards of that name: one of them goes to the bottom of the deck", () => {
    const t = run(
      "turn A | A: TST-7921 TST-7922 GEN-103, deck GEN-104, memory 0 | B: GEN-103",
      "A activates TST-7921",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-7921", "GEN-103"]);
    expect(t.final.areas.A!.deck).toEqual(["GEN-104", "TST-7922"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("without a card of that name the cost can't be paid", () => {
    const why = errorOf(() =>
      run("turn A | A: TST-7921 GEN-103, memory 0 | B: GEN-103", "A activates TST-7921", "yes"),
    );
    expect(why).toMatch(/cost can't be paid/);
  });
});
