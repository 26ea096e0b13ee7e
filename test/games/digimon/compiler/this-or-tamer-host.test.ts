/**
 * "place 1 ... as this Digimon's bottom digivolution card or under any of your red Tamers with
 * inherited effects": under this Digimon, or under one such Tamer, as the player picks.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-72045", "Sharer", {
    effect:
      "[Main] You may place 1 [Hybrid] trait Digimon card from your hand as this Digimon's bottom digivolution card or under any of your red Tamers with inherited effects.",
  }),
  readRecord("TST-72046", "Red Tamer", {
    category: "Tamer",
    level: undefined,
    dp: undefined,
    digivolve: [],
    playCost: 0,
    inherited: "[Your Turn] This Digimon gets +1000 DP.",
  }),
  readRecord("TST-72047", "Hybrid One", { traits: ["Hybrid"] }),
];
const { run } = recordRunner(CARDS);

describe("under this Digimon or under a red Tamer", () => {
  it("under the Tamer", () => {
    const t = run(
      "turn A | A: TST-72045 TST-72046, hand TST-72047",
      "A activates TST-72045",
      "yes; target TST-72046",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-72045", "TST-72046[TST-72047]"]);
  });

  it("under this Digimon", () => {
    const t = run(
      "turn A | A: TST-72045 TST-72046, hand TST-72047",
      "A activates TST-72045",
      "yes; target TST-72045",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-72045[TST-72047]", "TST-72046"]);
  });

  it("not under another Digimon", () => {
    const t = run("turn A | A: TST-72045 GEN-104, hand TST-72047", "A activates TST-72045", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-72045[TST-72047]", "GEN-104"]);
  });
});
