/**
 * "This Digimon and 1 of your other Digimon with [X] in its name may DNA digivolve ...": the other
 * Digimon must match (8-2-3); "[Y] in your hand can treat this Digimon as level 6 for DNA
 * digivolution": it meets a level 6 part of [Y]'s DNA requirement (8-2-3-1).
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const card = readRecord;
const CARDS = [
  card("TST-1891", "Coremon", {
    level: 5,
    colors: ["Green"],
    playCost: 3,
    effect:
      "[Your Turn] [Exa] in your hand can treat this Digimon as level 6 for DNA digivolution.\n[On Play] This Digimon and 1 of your other Digimon with [Dramon] in its name may DNA digivolve into a Digimon card in your hand by paying its DNA digivolve cost.",
  }),
  card("TST-1892", "Exa", {
    level: 7,
    colors: ["Green", "Blue"],
    effect: "DNA Digivolution: 1 from green Lv.6 + blue Lv.6",
  }),
  card("TST-1893", "Slayerdramon", { level: 6, colors: ["Blue"] }),
  card("TST-1894", "Bluebird", { level: 6, colors: ["Blue"] }),
];
const { run } = recordRunner(CARDS);

describe("an effect's DNA digivolution with a named partner and a level this Digimon is treated as", () => {
  it("DNA digivolves this level 5 Digimon, treated as level 6, with a [Dramon] Digimon", () => {
    const t = run(
      "turn A | A: TST-1893, hand TST-1891 TST-1892, deck GEN-103, memory 6 | B: GEN-203",
      "A plays TST-1891",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-1892[TST-1891 TST-1893]"]);
    // 6 - 3 (play) - 1 (DNA).
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("does not take a Digimon without [Dramon] in its name", () => {
    const t = run(
      "turn A | A: TST-1894, hand TST-1891 TST-1892, deck GEN-103, memory 6 | B: GEN-203",
      "A plays TST-1891",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-1894", "TST-1891"]);
    expect(t.final.areas.A!.hand).toEqual(["TST-1892"]);
  });
});
