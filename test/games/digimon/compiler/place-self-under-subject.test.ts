/**
 * "When another of your Digimon ... would leave the battle area by an opponent's effect, by
 * placing this Digimon as its bottom digivolution card, it doesn't leave" (15-8-5): "its" is the
 * Digimon leaving, and one activation keeps every Digimon that event covers (official Q&A on P-154).
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const option = (code: string, effect: string) =>
  readRecord(code, "Wipe", {
    category: "Option",
    level: undefined,
    dp: undefined,
    playCost: 0,
    digivolve: [],
    effect,
  });
const CARDS = [
  readRecord("TST-91070", "Guardmon", {
    level: 3,
    effect:
      "[All Turns] When another of your Digimon with [Knightmon] in its text would leave the battle area by an opponent's effect, by placing this Digimon as its bottom digivolution card, it doesn't leave.",
  }),
  readRecord("TST-91071", "Knightmon", { level: 4 }),
  option("TST-91072", "[Main] Delete 1 of your opponent's level 4 Digimon."),
  option("TST-91073", "[Main] Delete all of your opponent's level 4 Digimon."),
];
const { run } = recordRunner(CARDS);

describe("placing this Digimon under the Digimon that would leave", () => {
  it("goes under that Digimon, which stays", () => {
    const t = run(
      "turn B | A: TST-91070 TST-91071 | B: GEN-104, hand TST-91072, memory 3",
      "B uses TST-91072",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-91071[TST-91070]"]);
  });

  it("keeps every Digimon that leaves at that moment", () => {
    const t = run(
      "turn B | A: TST-91070 TST-91071#a TST-91071#b | B: GEN-104, hand TST-91073, memory 3",
      "B uses TST-91073",
      "yes",
    );
    expect(t.final.areas.A!.battle).toHaveLength(2);
    expect(t.final.areas.A!.trash).toEqual([]);
  });
});
