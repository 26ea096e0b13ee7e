/**
 * "By A or B, ...": either cost pays for the effect (15-7); the player picks among those that can
 * be paid, and a second cost without a verb of its own takes the first one's.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-61741", "Offermon", {
    playCost: 0,
    effect:
      "[On Play] By deleting this Digimon or returning 1 [Wizard] trait card from your trash to the bottom of the deck, delete 1 of your opponent's level 5 or lower Digimon.",
  }),
  readRecord("TST-61742", "Spellcaster", { traits: ["Wizard"] }),
  readRecord("TST-61743", "Tithemon", {
    playCost: 0,
    effect: "[On Play] By trashing 1 card in your hand or your top security card, gain 2 memory.",
  }),
];
const { run } = recordRunner(CARDS);

describe("either of two costs", () => {
  it("lets the player return the trait card rather than delete this Digimon", () => {
    const t = run(
      "turn A | A: hand TST-61741, trash TST-61742, deck GEN-103 | B: GEN-105",
      "A plays TST-61741",
      "yes; yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-61741"]);
    expect(t.final.areas.A!.deck).toEqual(["GEN-103", "TST-61742"]);
    expect(t.final.areas.B!.battle ?? []).toEqual([]);
  });

  it("offers only the cost that can be paid", () => {
    const t = run("turn A | A: hand TST-61741 | B: GEN-105", "A plays TST-61741", "yes");
    expect(t.final.areas.A!.battle ?? []).toEqual([]);
    expect(t.final.areas.A!.trash).toEqual(["TST-61741"]);
    expect(t.final.areas.B!.battle ?? []).toEqual([]);
  });

  it("pays with the top security card when the hand is empty, the verb shared", () => {
    const t = run("turn A | A: hand TST-61743, security GEN-104, memory 0", "A plays TST-61743", "yes");
    expect(t.final.areas.A!.security ?? []).toEqual([]);
    expect(t.final.areas.A!.trash).toEqual(["GEN-104"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("does nothing when neither cost can be paid", () => {
    const t = run("turn A | A: hand TST-61743, memory 0", "A plays TST-61743");
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });
});
