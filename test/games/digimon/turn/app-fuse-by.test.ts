/**
 * App Fusion by an effect (8-4): "1 of your Digimon may app fuse into a Digimon card in the
 * hand", on made-up cards whose lines the compiler reads.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const card = readRecord;

const CARDS = [
  card("TST-461", "Plugmon", {
    level: 3,
    playCost: 3,
    linkRequirement: "[Link] Lv.4 or higher: Cost 1",
    linkDp: 1000,
  }),
  card("TST-462", "Basemon", { level: 4 }),
  card("TST-463", "Fusionmon", {
    level: 5,
    dp: 9000,
    effect: "[App Fusion] [Basemon] & [Plugmon]: Cost 2\n[When Digivolving] Gain 3 memory.",
  }),
  card("TST-464", "Fusion Tamer", {
    category: "Tamer",
    level: undefined,
    dp: undefined,
    playCost: 2,
    digivolve: [],
    effect: "[End of Your Turn] 1 of your Digimon may app fuse into a Digimon card in the hand.",
  }),
];
const { run, stepsText: text } = recordRunner(CARDS);

describe("'1 of your Digimon may app fuse into a Digimon card in the hand'", () => {
  const board = "turn A | A: TST-464 TST-462, hand TST-461 TST-463, memory 3, deck 2 | B: GEN-104";

  it("the linked Digimon app fuses for the [App Fusion] cost: link card under the new card, 1 card drawn", () => {
    const t = run(board, "A links TST-461 to TST-462; A ends the turn", "target TST-463");
    expect(t.final.areas.A!.battle).toContain("TST-463[TST-461 TST-462]");
    expect(text(t)).toMatch(/app fuses into \[TST-463 Fusionmon\] from the hand, paying 2 memory/);
    // 3 - 1 (link) - 2 (App Fusion) + 3 ([When Digivolving]) = 3.
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
    // TST-461 linked, TST-463 fused: the drawn card is left.
    expect(t.final.areas.A!.hand).toHaveLength(1);
  });

  it("the player may decline", () => {
    const t = run(board, "A links TST-461 to TST-462; A ends the turn", "skip");
    expect(text(t)).toMatch(/does not app fuse/);
    expect(t.final.areas.A!.hand).toEqual(["TST-463"]);
  });

  it("does nothing without a Digimon that has the other card as its link card (8-4-2-1)", () => {
    const t = run(board, "A ends the turn", "target TST-463");
    expect(text(t)).toMatch(/can app fuse with this effect \(8-4-2-1\)/);
    expect(t.final.areas.A!.battle).toEqual(["TST-464", "TST-462"]);
  });
});
