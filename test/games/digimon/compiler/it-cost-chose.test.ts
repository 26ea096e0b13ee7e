/**
 * "By placing 1 card from your hand face down as any of your [X] trait Digimon's bottom digivolution
 * card, it may digivolve into ...": "it" is the Digimon the cost placed the card under.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-72024", "Feeder", {
    category: "Option",
    level: undefined,
    dp: undefined,
    digivolve: [],
    playCost: 0,
    effect:
      "[Main] By placing 1 card from your hand face down as any of your [Knight] trait Digimon's bottom digivolution card, it may digivolve into a Digimon card in the hand with the digivolution cost reduced by 2.",
  }),
  readRecord("TST-72025", "Knight Rookie", { level: 3, traits: ["Knight"] }),
];
const { run } = recordRunner(CARDS);

describe("'it' after a cost that chose a Digimon", () => {
  it("the Digimon the card went under digivolves, not another", () => {
    const t = run(
      "turn A | A: GEN-103 TST-72025, hand TST-72024 GEN-105 GEN-104, memory 3",
      "A uses TST-72024",
      "yes; target GEN-105; yes; target GEN-104",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-103", "GEN-104[TST-72025 GEN-105(down)]"]);
  });
});
