/**
 * "When this Digimon would leave the battle area, you may return to the hand or play 1 level 4 or
 * lower red Digimon card from this Digimon's digivolution cards without paying the cost": an
 * immediate-type effect (15-8-5) whose one card goes where the player chooses.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const HOST = readRecord("TST-7371", "Parting Gift", {
  level: 6,
  dp: 9000,
  effect:
    "[All Turns] When this Digimon would leave the battle area, you may return to the hand or play 1 level 4 or lower red Digimon card from this Digimon's digivolution cards without paying the cost.",
});
const option = { category: "Option" as const, level: undefined, dp: undefined };
const { run } = recordRunner([
  HOST,
  testCard("TST-7372", "[Main] Delete 1 of your opponent's Digimon.", option),
]);
const board = "turn A main; A: GEN-103, hand TST-7372, memory 3 | B: TST-7371[GEN-105 GEN-104]";

describe("return to the hand or play a digivolution card", () => {
  it("reads a choice of the two moves", () => {
    expect(HOST.abilities[0]).toMatchObject({
      category: "immediate",
      ops: [
        {
          op: "choose",
          options: [[{ op: "returnSourceToHand" }], [{ op: "playFrom", from: "sources", free: true }]],
        },
      ],
    });
  });

  it("played: the level 4 card stays on the field as the Digimon is deleted", () => {
    const t = run(board, "A uses TST-7372", "yes; yes");
    expect(t.final.areas.B!.battle).toEqual(["GEN-104"]);
    expect(t.final.areas.B!.trash).toEqual(expect.arrayContaining(["TST-7371", "GEN-105"]));
  });

  it("returned: the level 4 card goes to the hand", () => {
    const t = run(board, "A uses TST-7372", "yes; no");
    expect(t.final.areas.B!.battle).toEqual([]);
    expect(t.final.areas.B!.hand).toEqual(["GEN-104"]);
  });
});
