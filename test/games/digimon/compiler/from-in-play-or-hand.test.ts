/**
 * "place 1 of your [X]s from in play or from your hand under 1 of your [Y]s as its bottom
 * digivolution card": a Digimon of that name from the field (its top card goes under, the cards
 * under it to the trash, 4-7-8) or a card of that name from the hand, whichever can be done.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-72041", "Gatherer", {
    effect:
      "[Main] You may place 1 of your [Searcher]s from in play or from your hand under 1 of your [Mother]s as its bottom digivolution card.",
  }),
  readRecord("TST-72042", "Mother", {}),
  readRecord("TST-72043", "Searcher", {}),
  readRecord("TST-72044", "Mother Self", {
    name: "Mother",
    effect:
      "[Main] Place 1 of your [Searcher]s from in play or from your hand under this Digimon as its bottom digivolution card.",
  }),
];
const { run } = recordRunner(CARDS);

describe("a card from in play or from the hand, placed under a Digimon", () => {
  it("from the field: its top card goes under, the cards under it to the trash", () => {
    const t = run("turn A | A: TST-72041 TST-72042 TST-72043[GEN-103]", "A activates TST-72041", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-72041", "TST-72042[TST-72043]"]);
    expect(t.final.areas.A!.trash).toEqual(["GEN-103"]);
  });

  it("from the hand, when none is in play", () => {
    const t = run("turn A | A: TST-72041 TST-72042, hand TST-72043", "A activates TST-72041", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-72041", "TST-72042[TST-72043]"]);
  });

  it("with both, the player may take the one in the hand", () => {
    const t = run(
      "turn A | A: TST-72041 TST-72042 TST-72043, hand TST-72043",
      "A activates TST-72041",
      "yes; yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-72041", "TST-72042[TST-72043]", "TST-72043"]);
    expect(t.final.areas.A!.hand ?? []).toEqual([]);
  });

  it("under this Digimon", () => {
    const t = run("turn A | A: TST-72044 TST-72043", "A activates TST-72044");
    expect(t.final.areas.A!.battle).toEqual(["TST-72044[TST-72043]"]);
  });
});
