/**
 * DNA digivolution requirements that name cards (8-2-3-1: "[Apollomon] + [Dianamon]" takes a
 * Digimon of each name, whatever its level and colour), by the action and by an effect — on
 * made-up cards whose lines the compiler reads.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const card = readRecord;

const CARDS = [
  card("TST-1851", "Sunmon", { level: 6, colors: ["Red"] }),
  card("TST-1852", "Moonmon", { level: 5, colors: ["Blue"] }),
  card("TST-1853", "Eclipsemon", {
    level: 7,
    colors: ["Red", "Blue"],
    effect: "<DNA Digivolution: 0 from [Sunmon] + [Moonmon]>\n[When Digivolving] Gain 1 memory.",
  }),
  card("TST-1854", "Fuser", {
    level: 4,
    effect: "[On Play] 2 of your Digimon may DNA digivolve into a Digimon card in the hand for the cost.",
  }),
];
const { run, stepsText: texts, errorOf } = recordRunner(CARDS);

describe("DNA requirements by card name (8-2-3-1)", () => {
  it("reads the names as the two parts", () => {
    expect(CARDS[2]!.dna).toEqual({ parts: [{ name: "Sunmon" }, { name: "Moonmon" }], cost: 0 });
  });

  it("takes a Digimon of each name whatever its level and colour, the left name on top", () => {
    const t = run(
      "turn A | A: TST-1852 TST-1851, hand TST-1853, deck GEN-103, memory 3 | B: GEN-203",
      "A dna TST-1852 TST-1851 into TST-1853",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-1853[TST-1851 TST-1852]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });

  it("refuses a Digimon of another name, naming the requirement", () => {
    const e = errorOf(() =>
      run(
        "turn A | A: TST-1851 GEN-105, hand TST-1853, memory 3 | B: GEN-203",
        "A dna TST-1851 GEN-105 into TST-1853",
      ),
    );
    expect(e).toMatch(/\[Sunmon\] \+ \[Moonmon\]/);
  });

  it("is met by an effect's DNA digivolution too", () => {
    const t = run(
      "turn A | A: TST-1851 TST-1852, hand TST-1854 TST-1853, deck GEN-103, memory 6 | B: GEN-203",
      "A plays TST-1854",
    );
    expect(texts(t)).toMatch(/Eclipsemon/);
    expect(t.final.areas.A!.battle).toContain("TST-1853[TST-1851 TST-1852]");
  });
});
