/**
 * "you may place the top card of this Digimon on top of your security stack face down to prevent
 * that deletion": the top card goes face down, the Digimon stays with the card under it on top;
 * without a card under it the cost can't be paid.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-72031", "Shedder", {
    effect:
      "[All Turns] When this Digimon would be deleted, you may place the top card of this Digimon on top of your security stack face down to prevent that deletion.",
  }),
  readRecord("TST-72032", "Deleter", {
    category: "Option",
    level: undefined,
    dp: undefined,
    digivolve: [],
    playCost: 0,
    effect: "[Main] Delete 1 of your opponent's Digimon.",
  }),
];
const { run } = recordRunner(CARDS);

describe("the top card to the security stack, to prevent a deletion", () => {
  it("the top card goes on top of the security stack and the Digimon stays", () => {
    const t = run(
      "turn B | A: TST-72031[GEN-103], security GEN-104 | B: GEN-103, hand TST-72032",
      "B uses TST-72032",
      "target TST-72031; yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-103"]);
    expect(t.final.areas.A!.security).toEqual(["TST-72031", "GEN-104"]);
  });

  it("a Digimon of one card can't pay it, so it is deleted", () => {
    const t = run(
      "turn B | A: TST-72031, security GEN-104 | B: GEN-103, hand TST-72032",
      "B uses TST-72032",
      "target TST-72031; yes",
    );
    expect(t.final.areas.A!.battle).toEqual([]);
    expect(t.final.areas.A!.security).toEqual(["GEN-104"]);
  });
});
