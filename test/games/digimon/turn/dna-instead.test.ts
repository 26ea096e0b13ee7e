/**
 * "[When Digivolving] Gain 1 memory. If DNA digivolving, gain 3 memory instead.": overwrite
 * processing (18-2) that replaces the sentence before it only on a DNA digivolution (8-2).
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const card = readRecord;
const CARDS = [
  card("TST-1881", "Leftmon", { level: 4, colors: ["Red"] }),
  card("TST-1882", "Rightmon", { level: 4, colors: ["Yellow"] }),
  card("TST-1883", "Joinedmon", {
    level: 5,
    colors: ["Red", "Yellow"],
    digivolve: [{ level: 4, color: "Red", cost: 2 }],
    effect:
      "<DNA Digivolution: 1 from [Leftmon] + [Rightmon]>\n[When Digivolving] Gain 1 memory. If DNA digivolving, gain 3 memory instead.",
  }),
];
const { run } = recordRunner(CARDS);

describe("an 'instead' on DNA digivolution", () => {
  it("does the replacement when DNA digivolving", () => {
    const t = run(
      "turn A | A: TST-1881 TST-1882, hand TST-1883, deck GEN-103, memory 3 | B: GEN-203",
      "A dna TST-1881 TST-1882 into TST-1883",
    );
    // 3 - 1 (DNA cost) + 3, not + 1.
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
  });

  it("keeps the normal processing on an ordinary digivolution", () => {
    const t = run(
      "turn A | A: TST-1881, hand TST-1883, deck GEN-103, memory 3 | B: GEN-203",
      "A digivolves TST-1881 into TST-1883",
    );
    // 3 - 2 (digivolution cost) + 1.
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });
});
