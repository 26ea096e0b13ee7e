/**
 * "From the digivolution cards of this Digimon with [X] in its digivolution cards, you may play 1
 * ... without paying the cost": only while [X] is among them (official Q&A), from its own stack.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-91030", "Gigamon", {
    level: 6,
    effect:
      "[When Attacking] From the digivolution cards of this Digimon with [Metalmon] in its digivolution cards, you may play 1 level 4 or lower Digimon card without paying the cost.",
  }),
  readRecord("TST-91031", "Metalmon", { level: 5 }),
];
const { run } = recordRunner(CARDS);

describe("a play from this Digimon's digivolution cards while [X] is among them", () => {
  it("plays the card from under it", () => {
    const t = run(
      "turn A | A: TST-91030[TST-91031 GEN-104] | B: GEN-104",
      "A attacks the player with TST-91030",
      "yes",
    );
    expect(t.final.areas.A!.battle).toContain("GEN-104");
  });

  it("plays nothing without [X] among them", () => {
    const t = run(
      "turn A | A: TST-91030[GEN-105 GEN-104] | B: GEN-104",
      "A attacks the player with TST-91030",
      "yes",
    );
    expect(t.final.areas.A!.battle).not.toContain("GEN-104");
  });
});
