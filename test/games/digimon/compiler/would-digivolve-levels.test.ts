/**
 * "When one of your Digimon would digivolve from level 3 to level 4, you may ... to reduce the
 * digivolution cost by 2" (15-8-5, 8-1-2-4): the digivolving Digimon's level and the card's level.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const COACH = readRecord("TST-7395", "Level Coach", {
  category: "Tamer",
  level: undefined,
  dp: undefined,
  digivolve: [],
  effect:
    "[Your Turn] When one of your Digimon would digivolve from level 3 to level 4, you may suspend this Tamer to reduce the digivolution cost by 2.",
});
const STEP4 = testCard("TST-7396", "", {
  level: 4,
  dp: 5000,
  digivolve: [{ level: 3, color: "Red", cost: 3 }],
});
const STEP5 = testCard("TST-7397", "", {
  level: 5,
  dp: 7000,
  digivolve: [{ level: 4, color: "Red", cost: 3 }],
});
const PICKY = readRecord("TST-7398", "Picky", {
  level: 3,
  dp: 3000,
  effect:
    "[Your Turn] When this Digimon would digivolve into a card in your hand that's black or has [Knight] in its traits, reduce the digivolution cost by 1.",
});
const BLACK4 = testCard("TST-7399", "", {
  level: 4,
  colors: ["Black"],
  digivolve: [{ level: 3, color: "Red", cost: 3 }],
});
const WOLFISH = readRecord("TST-7400", "Wolf Coach", {
  category: "Tamer",
  level: undefined,
  dp: undefined,
  digivolve: [],
  effect:
    "[Your Turn] When digivolving one of your Digimon into a Digimon card in your hand with [Wolf] in its name, you may suspend this Tamer to reduce the memory cost of the digivolution by 1.",
});
const WOLF4 = testCard("TST-7401", "", {
  name: "Grey Wolf",
  level: 4,
  digivolve: [{ level: 3, color: "Red", cost: 3 }],
});
const { run } = recordRunner([COACH, STEP4, STEP5, PICKY, BLACK4, WOLFISH, WOLF4]);

describe("a digivolution cost reduced from one level to another", () => {
  it("reads both levels", () => {
    expect(COACH.abilities[0]).toMatchObject({
      would: { on: "digivolve", from: { level: 3 }, into: { level: 4 } },
    });
  });

  it("level 3 to level 4: cost 1, the Tamer suspended", () => {
    const t = run(
      "turn A main; A: TST-7395 GEN-103, hand TST-7396, memory 3",
      "A digivolves GEN-103 into TST-7396",
      "yes",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
    expect(t.final.areas.A!.battle).toContain("TST-7395(sus)");
  });

  it("level 4 to level 5: the full cost 3", () => {
    const t = run(
      "turn A main; A: TST-7395 GEN-104, hand TST-7397, memory 3",
      "A digivolves GEN-104 into TST-7397",
      "yes",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
    expect(t.final.areas.A!.battle).toContain("TST-7395");
  });

  it("'into a card in your hand that's black or has [Knight] in its traits': black costs 2, red plain 3", () => {
    const black = run(
      "turn A main; A: TST-7398, hand TST-7399, memory 3",
      "A digivolves TST-7398 into TST-7399",
    );
    expect(black.final.memory).toEqual({ player: "A", value: 1 });
    const red = run(
      "turn A main; A: TST-7398, hand TST-7396, memory 3",
      "A digivolves TST-7398 into TST-7396",
    );
    expect(red.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("'When digivolving one of your Digimon into a Digimon card in your hand with [Wolf] in its name'", () => {
    const wolf = run(
      "turn A main; A: TST-7400 GEN-103, hand TST-7401, memory 3",
      "A digivolves GEN-103 into TST-7401",
      "yes",
    );
    expect(wolf.final.memory).toEqual({ player: "A", value: 1 });
    const plain = run(
      "turn A main; A: TST-7400 GEN-103, hand TST-7396, memory 3",
      "A digivolves GEN-103 into TST-7396",
      "yes",
    );
    expect(plain.final.memory).toEqual({ player: "A", value: 0 });
  });
});
