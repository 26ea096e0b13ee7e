/**
 * "By playing 1 [X] from your trash to your empty breeding area without paying the cost, <effect>":
 * a play paid as a cost (15-7). It can be paid only with such a card to play and somewhere to play
 * it (3-4-7-2); once paid, the card must be played. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CALLER = readRecord("TST-7911", "Larva Caller", {
  level: 6,
  dp: 12000,
  effect:
    "[Main] By playing 1 [Test Larva] from your trash to your empty breeding area without paying the cost, delete 1 of your opponent's Digimon.",
});
const LARVA = readRecord("TST-7912", "Test Larva", { level: 3, dp: 3000, playCost: 3 });
const FIELD_CALLER = readRecord("TST-7913", "Field Caller", {
  level: 6,
  dp: 12000,
  effect: "[Main] By playing 1 [Test Larva] from your trash without paying the cost, gain 2 memory.",
});
const { run, errorOf } = recordRunner([CALLER, LARVA, FIELD_CALLER]);

describe("a play paid as a cost", () => {
  it("plays the card into the empty breeding area, then the effect deletes", () => {
    const t = run(
      "turn A | A: TST-7911, trash TST-7912, memory 3 | B: GEN-103",
      "A activates TST-7911",
      "yes",
    );
    expect(t.final.areas.A!.breeding).toEqual(["TST-7912"]);
    expect(t.final.areas.A!.trash ?? []).toEqual([]);
    expect(t.final.areas.B!.battle ?? []).toEqual([]);
    expect(t.final.areas.B!.trash).toEqual(["GEN-103"]);
  });

  it("an occupied breeding area leaves nowhere to play: the cost can't be paid (3-4-7-2)", () => {
    const why = errorOf(() =>
      run(
        "turn A | A: TST-7911, breeding GEN-002, trash TST-7912, memory 3 | B: GEN-103",
        "A activates TST-7911",
        "yes",
      ),
    );
    expect(why).toMatch(/cost can't be paid.*breeding area is not empty/);
  });

  it("without the card in the trash the cost can't be paid", () => {
    const why = errorOf(() =>
      run("turn A | A: TST-7911, trash GEN-103, memory 3 | B: GEN-103", "A activates TST-7911", "yes"),
    );
    expect(why).toMatch(/cost can't be paid.*no card that can be played/);
  });

  it("once paid, a card is played even when the player is asked which", () => {
    const t = run(
      "turn A | A: TST-7913, trash TST-7912 TST-7912, memory 0 | B: GEN-103",
      "A activates TST-7913",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-7913", "TST-7912"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-7912"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });
});
