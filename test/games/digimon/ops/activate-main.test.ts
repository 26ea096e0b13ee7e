/**
 * "activate this card's [Main] effect" from a [Trash] effect whose cost returned the card to the
 * deck: the [Main] effect still runs as part of the effect that names it (15-15-7-1), though the
 * card has moved. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const OPTION = {
  category: "Option" as const,
  level: undefined,
  dp: undefined,
  playCost: 7,
  digivolve: [],
};
const CARDS = [
  readRecord("TST-82001", "Test Main From Trash", {
    ...OPTION,
    effect:
      "[Trash] [Your Turn] When one of your Digimon digivolves into a yellow Digimon, by returning this card to the bottom of the deck, activate this card's [Main] effect. [Main] Delete 1 of your opponent's Digimon with 5000 DP or less.",
  }),
  readRecord("TST-82002", "Test Its Main", {
    ...OPTION,
    effect:
      "[Trash] [Your Turn] When one of your Digimon digivolves into a yellow Digimon, by returning this card to the bottom of the deck, activate its [Main] effects. [Main] Gain 2 memory.",
  }),
];
const { run, stepsText } = recordRunner(CARDS);

describe("a [Trash] effect that activates this card's [Main] effect", () => {
  const board = "turn A | A: GEN-203, trash TST-82001, hand GEN-204, memory 5 | B: GEN-103";
  it("returns the card to the deck, then runs its [Main] effect", () => {
    const t = run(board, "A digivolves GEN-203 into GEN-204", "yes");
    expect(t.final.areas.A!.deck).toEqual(["TST-82001"]);
    expect(t.final.areas.B!.trash).toEqual(["GEN-103"]);
    expect(stepsText(t)).toMatch(/\[Main\] effect activates/);
  });

  it("does nothing when the player keeps the card in the trash", () => {
    const t = run(board, "A digivolves GEN-203 into GEN-204", "no");
    expect(t.final.areas.A!.trash).toEqual(["TST-82001"]);
    expect(t.final.areas.B!.battle).toEqual(["GEN-103"]);
  });

  it("reads 'activate its [Main] effects' after the card returned itself", () => {
    const yes = run(board.replace("TST-82001", "TST-82002"), "A digivolves GEN-203 into GEN-204", "yes");
    const no = run(board.replace("TST-82001", "TST-82002"), "A digivolves GEN-203 into GEN-204", "no");
    expect(yes.final.memory!.value - no.final.memory!.value).toBe(2);
  });
});
