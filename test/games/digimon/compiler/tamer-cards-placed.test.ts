/**
 * "When Tamer cards are placed in this Digimon's digivolution cards, ...": a trigger on cards an
 * effect places under this Digimon (4-8-1), <Mind Link> included (16-28-1).
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined };
const HOST = readRecord("TST-7311", "Linked Beast", {
  level: 5,
  traits: ["Beast"],
  effect:
    "[All Turns] When Tamer cards are placed in this Digimon's digivolution cards, delete 1 of your opponent's Digimon with 6000 DP or less.",
});
const CARDS = [
  HOST,
  testCard("TST-7312", "[Main] <Mind Link> with 1 of your Digimon with the [Beast] trait.", tamer),
  testCard(
    "TST-7313",
    "[Main] Place 1 Digimon card from your hand as the bottom digivolution card of 1 of your Digimon.",
    { category: "Option", level: undefined, dp: undefined, colors: ["Red"] },
  ),
];
const { run } = recordRunner(CARDS);

describe("Tamer cards placed in this Digimon's digivolution cards", () => {
  it("reads as a trigger on placed Tamer cards", () => {
    expect(HOST.abilities[0]).toMatchObject({
      category: "trigger",
      when: { on: "sourcesPlaced", byEffect: "any", filter: { category: "Tamer" } },
    });
  });

  it("<Mind Link> places the Tamer under it, so the trigger deletes", () => {
    const t = run("turn A | A: TST-7311 TST-7312 | B: GEN-104", "A activates TST-7312");
    expect(t.final.areas.A!.battle).toEqual(["TST-7311[TST-7312]"]);
    expect(t.final.areas.B!.battle).toEqual([]);
  });

  it("a Digimon card placed under it is no Tamer card: nothing is deleted", () => {
    const t = run(
      "turn A main; A: TST-7311, hand TST-7313 GEN-103, memory 3 | B: GEN-104",
      "A uses TST-7313",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-7311[GEN-103]"]);
    expect(t.final.areas.B!.battle).toEqual(["GEN-104"]);
  });
});
