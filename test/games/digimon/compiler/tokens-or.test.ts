/**
 * Tokens (4-21) in a choice of Digimon: "by deleting 1 of your Tokens or other [Doll] trait
 * Digimon, it doesn't leave" (an immediate-type effect with a cost, 15-8-5), and "When any of
 * your Tokens or [Doll] trait Digimon are deleted" (a trigger).
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const STAY = readRecord("TST-7301", "Stay Doll", {
  level: 4,
  traits: ["Doll"],
  inherited:
    "[All Turns] [Once Per Turn] When this Digimon would leave the battle area other than by your effects, by deleting 1 of your Tokens or other [Doll] trait Digimon, it doesn't leave.",
});
const DRAW = readRecord("TST-7302", "Draw Doll", {
  level: 4,
  traits: ["Doll"],
  effect:
    "[Your Turn] [Once Per Turn] When any of your Tokens or other [Doll] trait Digimon are deleted, <Draw 1>.",
});
const CARDS = [
  STAY,
  DRAW,
  testCard("TST-7303", "", { name: "Paper Token", token: true, level: undefined, dp: 1000 }),
  testCard("TST-7304", "", { name: "Plain Doll", traits: ["Doll"] }),
  testCard("TST-7305", "", { name: "Plain Beast", traits: ["Beast"] }),
  testCard("TST-7306", "[Main] Delete 1 of your opponent's Digimon.", {
    category: "Option",
    level: undefined,
    dp: undefined,
  }),
  testCard("TST-7307", "[Main] Delete 1 of your Tokens.", {
    category: "Option",
    level: undefined,
    dp: undefined,
  }),
];
const { run } = recordRunner(CARDS);

describe("Tokens or other Digimon of a trait", () => {
  it("reads the choice as a Token or another Digimon with the trait", () => {
    expect(STAY.inherited[0]).toMatchObject({
      category: "immediate",
      cost: [
        { op: "delete", target: { filter: { anyOf: [{ token: true }, { other: true, traits: ["Doll"] }] } } },
      ],
    });
  });

  it("deleting a Token keeps the Digimon on the field", () => {
    const t = run(
      "turn A main; A: GEN-103, hand TST-7306, memory 3 | B: GEN-105[TST-7301] TST-7303",
      "A uses TST-7306",
      "target GEN-105; yes",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-105[TST-7301]"]);
  });

  it("another Digimon with the trait pays it too", () => {
    const t = run(
      "turn A main; A: GEN-103, hand TST-7306, memory 3 | B: GEN-105[TST-7301] TST-7304",
      "A uses TST-7306",
      "target GEN-105; yes",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-105[TST-7301]"]);
    expect(t.final.areas.B!.trash).toContain("TST-7304");
  });

  it("a Digimon that is neither a Token nor of the trait can't pay it", () => {
    const t = run(
      "turn A main; A: GEN-103, hand TST-7306, memory 3 | B: GEN-105[TST-7301] TST-7305",
      "A uses TST-7306",
      "target GEN-105; yes",
    );
    expect(t.final.areas.B!.battle).toEqual(["TST-7305"]);
  });

  it("a Token's deletion triggers the draw; a plain Digimon's doesn't", () => {
    const t = run(
      "turn A main; A: TST-7302 TST-7303 TST-7304, hand TST-7307, deck 2, memory 3",
      "A uses TST-7307",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-7302", "TST-7304"]);
    expect(t.final.areas.A!.hand).toHaveLength(1);
  });
});
