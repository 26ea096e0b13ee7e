/**
 * "If you did, place this Digimon under the played Tamer": under the card this effect played
 * (4-4-2), its own stacked cards trashed as it leaves the field (4-7-8).
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";
import { wholeRecordTamer } from "../test-card.ts";

const CARDS = [
  readRecord("TST-91100", "Flamemonish", {
    level: 3,
    effect:
      "[Main] By suspending this Digimon, you may play 1 red Tamer card with inherited effects from your hand without paying the cost. If you did, place this Digimon under the played Tamer.",
  }),
  wholeRecordTamer("TST-91101", "Red Tamer", "", { inherited: "[Your Turn] This Digimon gets +1000 DP." }),
];
const { run } = recordRunner(CARDS);

describe("placing this Digimon under the Tamer this effect played", () => {
  it("goes under the played Tamer", () => {
    const t = run(
      "turn A | A: TST-91100[GEN-002], hand TST-91101 | B: GEN-104",
      "A activates TST-91100",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-91101[TST-91100]"]);
    expect(t.final.areas.A!.trash).toEqual(["GEN-002"]);
  });

  it("stays when no Tamer was played", () => {
    const t = run("turn A | A: TST-91100 | B: GEN-104", "A activates TST-91100", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-91100(sus)"]);
  });
});
