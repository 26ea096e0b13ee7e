/**
 * "When cards are placed face up in your security stack, if any of them have the [X] or [Y]
 * trait, ...": a trigger on cards placed face up (3-7-4) of which one has the trait.
 */
import { describe, expect, it } from "vitest";
import { tamerOf, testCard, testOption } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const { run } = recordRunner([
  testCard(
    "TST-81050",
    "[All Turns] When cards are placed face up in your security stack, if any of them have the [Zaxon] or [Royal Base] trait, by suspending this Tamer, gain 1 memory.",
    tamerOf("Yellow"),
  ),
  testOption("TST-81051", "[Main] Place this card face up as the bottom security card.", {
    colors: ["Yellow"],
    traits: ["Royal Base"],
  }),
  testOption("TST-81052", "[Main] Place this card face up as the bottom security card.", {
    colors: ["Yellow"],
    traits: ["Other"],
  }),
]);

describe("a trigger on face-up security cards of which one has a trait", () => {
  it("triggers when one placed face up has the trait", () => {
    const t = run("turn A | A: TST-81050, hand TST-81051, memory 3 | B: GEN-203", "A uses TST-81051", "yes");
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });

  it("does not trigger for a card without it", () => {
    const t = run("turn A | A: TST-81050, hand TST-81052, memory 3 | B: GEN-203", "A uses TST-81052", "yes");
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });
});
