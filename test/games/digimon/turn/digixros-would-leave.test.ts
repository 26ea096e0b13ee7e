/**
 * A Digimon placed from the battle area for a DigiXros leaves it (7-2-2-7), so its "when this
 * Digimon would leave the battle area" effect activates (official Q&A). The engine does not
 * process that effect there, and the answer says so rather than staying silent.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-95040", "Leavermon", {
    level: 3,
    effect: "[All Turns] When this Digimon would leave the battle area, gain 1 memory.",
  }),
  readRecord("TST-95041", "Xa", { level: 3 }),
  readRecord("TST-95042", "Crossingmon", {
    level: 5,
    playCost: 7,
    effect: "[DigiXros -2] [Leavermon] x [Xa]",
  }),
];
const { run, stepsText } = recordRunner(CARDS);

describe("a DigiXros material with a 'would leave the battle area' effect", () => {
  it("says its effect is not part of the answer", () => {
    const t = run(
      "turn A | A: TST-95040, hand TST-95042, memory 9 | B: GEN-104",
      "A plays TST-95042 with digixros TST-95040",
    );
    expect(stepsText(t)).toMatch(/would leave the battle area" effect activates at this placement too/);
  });

  it("says nothing of the kind for a material without one", () => {
    const t = run(
      "turn A | A: TST-95041, hand TST-95042, memory 9 | B: GEN-104",
      "A plays TST-95042 with digixros TST-95041",
    );
    expect(stepsText(t)).not.toMatch(/would leave the battle area/);
  });
});
