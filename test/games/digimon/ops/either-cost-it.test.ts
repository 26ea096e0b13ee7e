/**
 * "By trashing 1 card in your hand or placing it face down under any of your [X]s, ...": either
 * cost pays (15-7), and "it" in the second is a card the first one names (a card in your hand).
 * Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-7931", "Hand Giver", {
    effect:
      "[Main] By trashing 1 card in your hand or placing it face down under any of your [Test Keeper]s, delete 1 of your opponent's level 4 or lower Digimon.",
  }),
  readRecord("TST-7932", "Test Keeper", {
    category: "Tamer",
    level: undefined,
    dp: undefined,
    digivolve: [],
    playCost: 2,
  }),
];
const { run, errorOf } = recordRunner(CARDS);

describe("'or placing it': the second cost on the first cost's card", () => {
  it("places the card from the hand face down under the Tamer instead of trashing it", () => {
    const t = run(
      "turn A | A: TST-7931 TST-7932, hand GEN-105 | B: GEN-104",
      "A activates TST-7931",
      "yes; yes",
    );
    const a = t.final.areas.A!;
    expect(a.hand ?? []).toEqual([]);
    expect(a.trash ?? []).toEqual([]);
    expect(a.battle![1]).toMatch(/^TST-7932\[GEN-105/);
    expect(t.final.areas.B!.trash).toEqual(["GEN-104"]);
  });

  it("trashes it when the player keeps the first cost", () => {
    const t = run(
      "turn A | A: TST-7931 TST-7932, hand GEN-105 | B: GEN-104",
      "A activates TST-7931",
      "yes; no",
    );
    expect(t.final.areas.A!.trash).toEqual(["GEN-105"]);
    expect(t.final.areas.A!.battle).toEqual(["TST-7931", "TST-7932"]);
    expect(t.final.areas.B!.trash).toEqual(["GEN-104"]);
  });

  it("with an empty hand neither cost can be paid", () => {
    const why = errorOf(() =>
      run("turn A | A: TST-7931 TST-7932 | B: GEN-104", "A activates TST-7931", "yes"),
    );
    expect(why).toMatch(/cost can't be paid/);
  });
});
