/**
 * "While <condition>, cards from your trash may also be placed for this card's DigiXros" (7-2-1):
 * the card's own allowance, checked when it would be played.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";
import { wholeRecordTamer } from "../test-card.ts";

const CARDS = [
  readRecord("TST-91000", "Xa", { level: 3 }),
  readRecord("TST-91001", "Xb", { level: 3 }),
  readRecord("TST-91002", "Whilexros", {
    level: 5,
    playCost: 9,
    effect:
      "[DigiXros -1] [Xa] x [Xb]\nWhile you have a black Tamer, cards from your trash may also be placed for this card's DigiXros.",
  }),
  wholeRecordTamer("TST-91003", "Black Tamer", "", { colors: ["Black"] }),
];

const { run, errorOf } = recordRunner(CARDS);

describe("a DigiXros from the trash while a condition holds (7-2-1)", () => {
  it("takes cards from the trash while the player has a black Tamer", () => {
    const t = run(
      "turn A | A: TST-91003, trash TST-91000 TST-91001, hand TST-91002, memory 7 | B: GEN-104",
      "A plays TST-91002 with digixros TST-91000 TST-91001",
    );
    expect(t.final.areas.A!.battle).toContain("TST-91002[TST-91000 TST-91001]");
    expect(t.final.areas.A!.trash).toEqual([]);
  });

  it("is refused without a black Tamer", () => {
    const e = errorOf(() =>
      run(
        "turn A | A: GEN-104, trash TST-91000 TST-91001, hand TST-91002, memory 7 | B: GEN-104",
        "A plays TST-91002 with digixros TST-91000 TST-91001",
      ),
    );
    expect(e).toMatch(/2 from their trash/);
  });
});
