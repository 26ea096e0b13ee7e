/**
 * "While you have a Tamer with [X] in its name and your opponent has a Digimon with 10000 DP or
 * more, one of your [Y] may digivolve into this card in your hand for a digivolution cost of 4,
 * ignoring digivolution requirements.": a named digivolution allowed only while the condition holds.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";
import { recordCard, testCard } from "../test-card.ts";

const WHILE =
  "While you have a Tamer with [Hero] in its name and your opponent has a Digimon with 10000 DP or more, one of your [Test TST-7362] may digivolve into this card in your hand for a digivolution cost of 4, ignoring digivolution requirements.";
const record = { level: 5, dp: 9000, digivolve: [], effect: WHILE };
const CARDS = [
  readRecord("TST-7361", "Test Dragon", record),
  testCard("TST-7362", "", { level: 3 }),
  testCard("TST-7363", "", { name: "Hero Kid", category: "Tamer", level: undefined, dp: undefined }),
];
const { run, errorOf } = recordRunner(CARDS);
const digivolve = (mine: string, theirs: string) =>
  run(
    `turn A main | A: TST-7362 ${mine}, hand TST-7361, memory 4 | B: ${theirs}`,
    "A digivolves TST-7362 into TST-7361",
  );

describe("a named digivolution under a condition", () => {
  it("reads as a requirement onto the named Digimon, with the condition", () => {
    expect(recordCard("TST-7361", "Test Dragon", record).def.digivolve).toEqual([
      {
        level: 0,
        color: "White",
        cost: 4,
        ontoName: { is: ["Test TST-7362"] },
        while: {
          is: "all",
          of: [
            { is: "field", side: "you", filter: { category: "Tamer", nameIncludes: ["Hero"] } },
            { is: "field", side: "opponent", filter: { category: "Digimon", minDp: 10000 } },
          ],
        },
      },
    ]);
  });

  it("digivolves for the stated cost while both hold", () => {
    expect(digivolve("TST-7363", "GEN-106").final.areas.A!.battle).toEqual([
      "TST-7361[TST-7362]",
      "TST-7363",
    ]);
  });

  it("is refused when either part of the condition fails", () => {
    expect(errorOf(() => digivolve("", "GEN-106"))).toMatch(/requirement/i);
    expect(errorOf(() => digivolve("TST-7363", "GEN-105"))).toMatch(/requirement/i);
  });
});
