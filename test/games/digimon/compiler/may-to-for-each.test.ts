/** "You may place ... to delete 1 ... for each level 5 card ... in this Digimon's digivolution cards": the count scales what the cost pays for. */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-72016", "Counting Placer", {
    effect:
      "[Main] You may place 1 level 5 card with [Cyborg] in its traits from your hand on top of this card's digivolution cards to delete 1 of your opponent's Digimon with 6000 DP or less for each level 5 card with [Cyborg] in its traits in this Digimon's digivolution cards.",
  }),
  readRecord("TST-72017", "Cyborg Five", { level: 5, traits: ["Cyborg"] }),
];
const { run } = recordRunner(CARDS);

describe("'You may X to Y for each ...'", () => {
  it("deletes one Digimon for each matching card under it, the placed one included", () => {
    const t = run(
      "turn A | A: TST-72016[TST-72017], hand TST-72017 | B: GEN-103 GEN-203 GEN-303",
      "A activates TST-72016",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-72016[TST-72017 TST-72017]"]);
    expect(t.final.areas.B!.battle).toHaveLength(1);
  });

  it("without a second matching card, only one Digimon goes", () => {
    const t = run(
      "turn A | A: TST-72016, hand TST-72017 | B: GEN-103 GEN-203",
      "A activates TST-72016",
      "yes",
    );
    expect(t.final.areas.B!.battle).toHaveLength(1);
  });
});
