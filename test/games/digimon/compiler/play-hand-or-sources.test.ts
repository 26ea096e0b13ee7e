/**
 * "When this Digimon would leave the battle area, you may play 1 [X] from your hand or this
 * Digimon's digivolution cards without paying the cost": a play from either place (7-1), chosen
 * while the Digimon is still there (15-8-5).
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const TEXT =
  "[All Turns] When this Digimon would leave the battle area, you may play 1 [Spawnmon] from your hand or this Digimon's digivolution cards without paying the cost.";
const cards = [
  `TST-9801 "Hivemon" digimon lv 6 11000 dp black cost 12 : ${TEXT}`,
  `TST-9802 "Spawnmon" digimon lv 3 1000 dp black cost 3 : [Your Turn] This Digimon gets +1000 DP.`,
  `TST-9803 "Bomb" digimon lv 3 1000 dp red cost 0 : [On Play] Delete 1 of your opponent's level 6 Digimon.`,
].join("\n");
const run = (board: string, choices: string) =>
  resolveDigimon({ board, action: "A plays TST-9803", cards, choices }).trace;

describe("a play from the hand or this Digimon's digivolution cards", () => {
  it("reads both places", () => {
    const r = compileText(TEXT, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops).toEqual([
      { op: "playFrom", from: "handOrSources", filter: { nameIs: ["Spawnmon"] }, free: true, must: true },
    ]);
  });

  it("plays the one under the leaving Digimon", () => {
    const t = run("turn A; A: hand TST-9803 | B: TST-9801[TST-9802]", "yes");
    expect(t.final.areas.B!.battle).toEqual(["TST-9802"]);
    expect(t.final.areas.B!.trash).toEqual(["TST-9801"]);
  });

  it("plays one from the hand when none is under it", () => {
    const t = run("turn A; A: hand TST-9803 | B: TST-9801[GEN-105], hand TST-9802", "yes");
    expect(t.final.areas.B!.battle).toEqual(["TST-9802"]);
    expect(t.final.areas.B!.hand ?? []).toEqual([]);
  });
});
