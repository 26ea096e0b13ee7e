/**
 * "You may play 1 each of level 3, level 4 and level 5 Digimon cards with [X] in their traits from
 * this Digimon's digivolution cards": one card of each level, none or each that can be played
 * (official Q&A: not just some of them when more can be played).
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const aqua = (code: string, level: number) =>
  readRecord(code, `Aqua${level}`, {
    level,
    traits: ["Aqua"],
    digivolve: [{ level: level - 1, color: "Red", cost: 1 }],
  });
const CARDS = [
  readRecord("TST-91040", "Eachmon", {
    level: 6,
    digivolve: [{ level: 5, color: "Red", cost: 2 }],
    effect:
      "[When Digivolving] You may play 1 each of level 3, level 4 and level 5 Digimon cards with [Aqua] in their traits from this Digimon's digivolution cards without paying the cost.",
  }),
  aqua("TST-91041", 3),
  aqua("TST-91042", 4),
  aqua("TST-91043", 5),
];
const { run } = recordRunner(CARDS);

describe("'play 1 each of level 3, level 4 and level 5 ...'", () => {
  it("plays one card of each level", () => {
    const t = run(
      "turn A | A: TST-91043[TST-91042 TST-91041], hand TST-91040, memory 3 | B: GEN-104",
      "A digivolves TST-91043 into TST-91040",
      "yes",
    );
    expect([...(t.final.areas.A!.battle ?? [])].sort()).toEqual([
      "TST-91040",
      "TST-91041",
      "TST-91042",
      "TST-91043",
    ]);
  });

  it("still owes the level 5 card when no level 4 card is there", () => {
    // The "skip" finds no question to answer: the level 5 part can't be declined once a part was played.
    const t = run(
      "turn A | A: TST-91043[GEN-104 TST-91041], hand TST-91040, memory 3 | B: GEN-104",
      "A digivolves TST-91043 into TST-91040",
      "yes; target TST-91041; skip",
    );
    expect([...(t.final.areas.A!.battle ?? [])].sort()).toEqual([
      "TST-91040[GEN-104]",
      "TST-91041",
      "TST-91043",
    ]);
  });
});
