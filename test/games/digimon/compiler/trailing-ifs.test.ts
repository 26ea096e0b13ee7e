import { describe, expect, it } from "vitest";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const cards = [
  `TST-190 "Watcher" tamer white cost 2 : [All Turns] When an opponent plays a Digimon, by suspending this Tamer, gain 1 memory if that Digimon is level 4 or higher, and <Draw 1> if it is level 3.`,
  `TST-191 "Smallmon" digimon lv 3 2000 dp red cost 0 : `,
  `TST-192 "Bigmon" digimon lv 4 5000 dp red cost 0 : `,
  `TST-193 "Nestkeeper" digimon lv 4 4000 dp purple cost 0 : [On Play] You may play 1 Digimon card with the [Pupa] trait from your hand to an empty space in your breeding area without paying the cost.`,
  `TST-194 "Cocoonmon" digimon lv 3 2000 dp purple cost 0 trait "Pupa" : `,
  `TST-195 "Lookout" tamer white cost 2 : [All Turns] When an opponent plays a Digimon, gain 1 memory if that Digimon is level 4 or higher, and <Draw 1> if it is level 3.`,
].join("\n");

const run = (hand: string, played: string, tamer = "TST-190") =>
  resolveDigimon({
    board: `turn B; A: ${tamer}, deck 3, memory 0 | B: hand ${hand}, memory 3`,
    action: `B plays ${played}`,
    cards,
  }).trace;

describe("effects each under a condition that follows it ('gain 1 memory if ..., and <Draw 1> if ...')", () => {
  it("a level 3 Digimon: the Tamer suspends and its player draws, no memory", () => {
    const t = run("TST-191", "TST-191");
    expect(t.final.areas.A!.battle).toEqual(["TST-190(sus)"]);
    expect(t.final.areas.A!.hand).toHaveLength(1);
    expect(t.final.memory).toEqual({ player: "B", value: 3 });
  });

  it("a level 4 Digimon: gains 1 memory, no draw", () => {
    const t = run("TST-192", "TST-192");
    expect(t.final.areas.A!.hand).toHaveLength(0);
    expect(t.final.memory).toEqual({ player: "B", value: 2 });
  });

  it("without a cost, both parts are read the same way", () => {
    const t = run("TST-191", "TST-191", "TST-195");
    expect(t.final.areas.A!.battle).toEqual(["TST-195"]);
    expect(t.final.areas.A!.hand).toHaveLength(1);
  });

  it("a Digimon played into the breeding area is no play the Tamer sees", () => {
    const t = run("TST-193 TST-194", "TST-193", "TST-195");
    expect(t.final.areas.B!.breeding).toEqual(["TST-194"]);
    // Only Nestkeeper's own play is seen: one memory for a level 4, and no draw for the level 3.
    expect(t.final.memory).toEqual({ player: "B", value: 2 });
    expect(t.final.areas.A!.hand).toHaveLength(0);
  });
});
