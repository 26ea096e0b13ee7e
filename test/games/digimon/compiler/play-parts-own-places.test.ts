/**
 * "You may play 1 Tamer card from your hand and 1 [X] from your trash without paying the costs":
 * one play of two parts, each from its own place.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";
import { wholeRecordTamer } from "../test-card.ts";

const CARDS = [
  readRecord("TST-91050", "Twoplacemon", {
    effect:
      "[On Play] You may play 1 Tamer card from your hand and 1 [Smallmon] from your trash without paying the costs.",
  }),
  readRecord("TST-91051", "Smallmon", { level: 3 }),
  wholeRecordTamer("TST-91052", "Some Tamer", ""),
];
const { run } = recordRunner(CARDS);

describe("a play of two parts from two places", () => {
  it("plays the Tamer from the hand and the named card from the trash", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-91050 TST-91052 TST-91051, trash TST-91051 TST-91052, memory 6 | B: GEN-104",
      "A plays TST-91050",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-104", "TST-91050", "TST-91052", "TST-91051"]);
    expect(t.final.areas.A!.hand).toEqual(["TST-91051"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-91052"]);
  });
});
