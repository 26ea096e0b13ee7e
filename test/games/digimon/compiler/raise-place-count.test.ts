/**
 * "You may place up to 1 [X] trait card with different names from your trash under this Tamer. For
 * each of your other Tamers, add 2 to the maximum number this effect may place.": counted as it runs.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined, digivolve: [], playCost: 0 };
const CARDS = [
  readRecord("TST-72075", "Collector", {
    ...tamer,
    effect:
      "[Main] You may place up to 1 [Hybrid] trait card with different names from your trash under this Tamer. For each of your other Tamers, add 2 to the maximum number this effect may place.",
  }),
  readRecord("TST-72076", "Helper", tamer),
  readRecord("TST-72077", "Hybrid A", { traits: ["Hybrid"] }),
  readRecord("TST-72078", "Hybrid B", { traits: ["Hybrid"] }),
  readRecord("TST-72079", "Hybrid C", { traits: ["Hybrid"] }),
];
const { run } = recordRunner(CARDS);
const trash = "trash TST-72077 TST-72078 TST-72079 TST-72079";

describe("the maximum raised for each of your other Tamers", () => {
  it("with 1 other Tamer, up to 3 cards of different names", () => {
    const t = run(
      `turn A | A: TST-72075 TST-72076, ${trash}`,
      "A activates TST-72075",
      "yes; target TST-72077; target TST-72078; target TST-72079",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-72075[TST-72077 TST-72078 TST-72079]", "TST-72076"]);
  });

  it("alone, 1 card at most", () => {
    const t = run(`turn A | A: TST-72075, ${trash}`, "A activates TST-72075", "yes; target TST-72077");
    expect(t.final.areas.A!.battle).toEqual(["TST-72075[TST-72077]"]);
  });
});
