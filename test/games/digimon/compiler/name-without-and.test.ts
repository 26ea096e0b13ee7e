/**
 * Filter words on costs: "without [X] in its name" (none of its name holds X), a second quality
 * joined by "and" ("with digivolution cards and [X] in its name": both hold), and colours said
 * after the noun ("2-color Digimon card that's red or purple": one of those).
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-61761", "Bright Lancemon", { level: 4 }),
  readRecord("TST-61762", "Pickymon", {
    level: 5,
    digivolve: [{ level: 4, color: "Red", cost: 0 }],
    effect:
      "[When Digivolving] By returning 1 level 4 Digimon card without [Bright] in its name from this Digimon's digivolution cards to its owner's hand, gain 2 memory.",
  }),
  readRecord("TST-61763", "Knightmon", { level: 4 }),
  readRecord("TST-61764", "Squiremon", {
    playCost: 0,
    effect:
      "[On Play] By deleting 1 of your Digimon with digivolution cards and [Knight] in its name, gain 2 memory.",
  }),
  readRecord("TST-61765", "Redbluemon", { colors: ["Red", "Blue"] }),
  readRecord("TST-61766", "Yellowgreenmon", { colors: ["Yellow", "Green"] }),
  readRecord("TST-61767", "Fetchmon", {
    playCost: 0,
    effect:
      "[On Play] By trashing 1 card in your hand, return 1 2-color Digimon card that's red or purple from your trash to the hand.",
  }),
];
const { run } = recordRunner(CARDS);

describe("'without [X] in its name' on a cost", () => {
  it("returns the level 4 card whose name lacks [Bright]", () => {
    const t = run(
      "turn A | A: TST-61761[GEN-104], hand TST-61762, deck GEN-103, memory 0",
      "A digivolves TST-61761 into TST-61762",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-61762[TST-61761]"]);
    expect(t.final.areas.A!.hand).toEqual(["GEN-103", "GEN-104"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("cannot be paid when the only level 4 card has [Bright] in its name", () => {
    const t = run(
      "turn A | A: TST-61761[GEN-103], hand TST-61762, deck GEN-105, memory 0",
      "A digivolves TST-61761 into TST-61762",
      "yes",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });
});

describe("'with digivolution cards and [X] in its name'", () => {
  it("deletes only a Digimon that has both", () => {
    const t = run(
      "turn A | A: GEN-104[GEN-103] TST-61763#a TST-61763#b[GEN-103], hand TST-61764, memory 0",
      "A plays TST-61764",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-104[GEN-103]", "TST-61763#a", "TST-61764"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });
});

describe("'that's red or purple' after the noun", () => {
  it("returns the 2-color card with one of those colours only", () => {
    const t = run(
      "turn A | A: hand TST-61767 GEN-203, trash GEN-104 TST-61766 TST-61765",
      "A plays TST-61767",
      "yes",
    );
    expect(t.final.areas.A!.hand).toEqual(["TST-61765"]);
    expect(t.final.areas.A!.trash).toEqual(["GEN-104", "TST-61766", "GEN-203"]);
  });
});
