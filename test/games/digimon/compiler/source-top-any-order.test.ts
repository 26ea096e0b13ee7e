/**
 * "For each Tamer in play, you may place 1 [X] from your trash at the top of this Digimon's
 * digivolution cards in any order. If you place 2 or more cards with this effect, ...".
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";
import { wholeRecordTamer } from "../test-card.ts";

const CARDS = [
  readRecord("TST-91120", "Eosish", {
    effect:
      "[On Play] For each Tamer in play, you may place 1 level 5 or lower [Eosling] from your trash at the top of this Digimon's digivolution cards in any order. If you place 2 or more cards with this effect, gain 3 memory.",
  }),
  readRecord("TST-91121", "Eosling", { level: 4 }),
  wholeRecordTamer("TST-91122", "Some Tamer", ""),
];
const { run } = recordRunner(CARDS);

describe("placing at the top of this Digimon's digivolution cards in any order", () => {
  it("places one for each Tamer and counts what it placed", () => {
    const t = run(
      "turn A | A: TST-91122, hand TST-91120, trash TST-91121 TST-91121 TST-91121, memory 6 | B: TST-91122",
      "A plays TST-91120",
      "yes; yes",
    );
    expect(t.final.areas.A!.battle).toContain("TST-91120[TST-91121 TST-91121]");
    expect(t.final.memory?.value).toBe(3);
  });
});
