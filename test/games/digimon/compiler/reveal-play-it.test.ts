/**
 * "Reveal the top card of your deck. If it's a yellow Digimon card with a play cost of 4 or less,
 * you may play it without paying its memory cost.": a condition on the one revealed card, read as
 * a pick of up to that one card to play for free; what is not played goes where the rest goes.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const MAY = [
  "[On Play] Reveal the top card of your deck.",
  "If it's a yellow Digimon card with a play cost of 4 or less, you may play it without paying its memory cost.",
  "Add the remaining cards to your hand.",
].join(" ");
const THAT_CARD = [
  "[On Play] Reveal the top card of your deck.",
  "If that card has the [Rock] trait, play it without paying the cost.",
  "Trash the rest.",
].join(" ");

const { run } = recordRunner([
  testCard("TST-9321", MAY),
  testCard("TST-9322", THAT_CARD),
  testCard("TST-9323", "", { traits: ["Rock"], playCost: 9 }),
]);
const play = (code: string, deck: string, choices = "") =>
  run(`turn A main; A: hand ${code}, memory 3, deck ${deck} | B: GEN-204`, `A plays ${code}`, choices).final;

describe("reading a condition on the one revealed card", () => {
  it("is a pick of that card to play, optional when it says 'you may'", () => {
    expect(compileText(MAY).abilities[0]!.ops[0]).toMatchObject({
      op: "reveal",
      n: 1,
      picks: [{ count: 1, to: "play", optional: true, filter: { colors: ["Yellow"], maxPlayCost: 4 } }],
      rest: "hand",
    });
    expect(compileText(THAT_CARD).abilities[0]!.ops[0]).toMatchObject({
      picks: [{ count: 1, to: "play", filter: { traits: ["Rock"] } }],
      rest: "trash",
    });
  });
});

describe("a condition on the revealed card on a board", () => {
  it("plays the card for free when it matches, else it goes to the hand", () => {
    const played = play("TST-9321", "GEN-203", "yes");
    expect(played.areas.A!.battle).toContain("GEN-203");
    expect(played.memory?.value).toBe(3);
    expect(play("TST-9321", "GEN-203", "skip").areas.A!.hand).toEqual(["GEN-203"]);
    const kept = play("TST-9321", "GEN-204", "yes");
    expect(kept.areas.A!.hand).toEqual(["GEN-204"]);
    expect(kept.areas.A!.battle).not.toContain("GEN-204");
  });

  it("a card that does not match is trashed with the rest", () => {
    expect(play("TST-9322", "TST-9323").areas.A!.battle).toContain("TST-9323");
    expect(play("TST-9322", "GEN-203").areas.A!.trash).toEqual(["GEN-203"]);
  });
});
