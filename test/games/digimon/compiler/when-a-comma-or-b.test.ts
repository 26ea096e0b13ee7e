/**
 * "When any of your opponent's Digimon or Tamers suspend, or effects trash cards from under your
 * Tamers, ...": a comma before "or" starts the second event, either of which triggers it.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const option = { category: "Option" as const, level: undefined, dp: undefined, digivolve: [], playCost: 0 };
const CARDS = [
  readRecord("TST-72061", "Watcher", {
    effect:
      "[Your Turn] When any of your opponent's Digimon or Tamers suspend, or effects trash cards from under your Tamers, <Draw 1>.",
  }),
  readRecord("TST-72062", "Suspender", { ...option, effect: "[Main] Suspend 1 of your opponent's Digimon." }),
  readRecord("TST-72063", "Source Trasher", {
    ...option,
    effect: "[Main] Trash 1 digivolution card under 1 of your Tamers.",
  }),
  readRecord("TST-72064", "Tamer", { ...option, category: "Tamer" }),
];
const { run } = recordRunner(CARDS);

describe("'When A, or B, ...'", () => {
  it("the first event: an opponent's Digimon suspends", () => {
    const t = run("turn A | A: TST-72061, hand TST-72062, deck GEN-105 | B: GEN-103", "A uses TST-72062");
    expect(t.final.areas.A!.hand).toEqual(["GEN-105"]);
  });

  it("the second event: an effect trashes a card from under your Tamer", () => {
    const t = run(
      "turn A | A: TST-72061 TST-72064[GEN-103], hand TST-72063, deck GEN-105 | B: GEN-103",
      "A uses TST-72063",
    );
    expect(t.final.areas.A!.hand).toEqual(["GEN-105"]);
  });
});
