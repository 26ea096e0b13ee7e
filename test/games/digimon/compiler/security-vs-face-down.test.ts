/**
 * "if you have as many or fewer security cards as this Digimon has face-down digivolution cards":
 * one count at most the other, the card the cost placed face down counted.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-72048", "Hider", {
    effect:
      "[Main] By placing 1 card in your hand face down as this Digimon's bottom digivolution card, if you have as many or fewer security cards as this Digimon has face-down digivolution cards, <Recovery +1 (Deck)>.",
  }),
];
const { run } = recordRunner(CARDS);

describe("security cards at most the face-down digivolution cards", () => {
  it("1 security card and 1 face-down card after the cost: recovers", () => {
    const t = run(
      "turn A | A: TST-72048, hand GEN-103, security GEN-104, deck GEN-105",
      "A activates TST-72048",
      "yes",
    );
    expect(t.final.areas.A!.security).toHaveLength(2);
  });

  it("2 security cards and 1 face-down card: the cost is paid, nothing recovered", () => {
    const t = run(
      "turn A | A: TST-72048, hand GEN-103, security GEN-104 GEN-104, deck GEN-105",
      "A activates TST-72048",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-72048[GEN-103(down)]"]);
    expect(t.final.areas.A!.security).toHaveLength(2);
  });
});
