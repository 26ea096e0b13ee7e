/**
 * "Your opponent can't play Digimon or Tamers by effects until the end of their turn": plays by
 * effects are banned, a play by action is not (15-8-2-5); "their effects can't play ... from the
 * trash" bans only what an effect would play from the trash.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const BAN = "[On Play] Your opponent can't play Digimon or Tamers by effects until the end of their turn.";
const TRASH_BAN =
  "[On Play] Until your opponent's turn ends, their effects can't play Digimon or Tamers from the trash.";
const cards = [
  `TST-4871 "Warden" digimon lv 3 1000 dp red cost 0 : ${BAN}`,
  `TST-4872 "Caller" digimon lv 3 1000 dp yellow cost 0 : [On Play] You may play 1 level 3 Digimon card from your trash without paying the cost.`,
  `TST-4873 "Gatekeeper" digimon lv 3 1000 dp red cost 0 : ${TRASH_BAN}`,
  `TST-4874 "Handcaller" digimon lv 3 1000 dp yellow cost 0 : [On Play] You may play 1 level 3 Digimon card from your hand without paying the cost.`,
].join("\n");
const run = (board: string, action: string) =>
  resolveDigimon({ board, action, choices: "", cards }).trace.final;

describe("a ban on plays by effects", () => {
  it("reads both wordings as bans on the opponent's plays by effects", () => {
    expect(compileText(BAN, { code: "TST" }).abilities[0]!.ops[0]).toMatchObject({
      op: "banPlay",
      side: "opponent",
      byEffect: true,
    });
    expect(compileText(TRASH_BAN, { code: "TST" }).abilities[0]!.ops[0]).toMatchObject({
      op: "banPlay",
      side: "opponent",
      byEffect: true,
      fromTrash: true,
    });
  });

  it("lets the opponent play by action, not by an effect", () => {
    const f = run(
      "turn A | A: hand TST-4871, memory 5 | B: hand TST-4872, trash GEN-203",
      "A plays TST-4871; A passes; B plays TST-4872",
    );
    expect(f.areas.B!.battle).toEqual(["TST-4872"]);
    expect(f.areas.B!.trash).toEqual(["GEN-203"]);
  });

  it("bans only plays from the trash when it says so", () => {
    const fromTrash = run(
      "turn A | A: hand TST-4873, memory 5 | B: hand TST-4872, trash GEN-203",
      "A plays TST-4873; A passes; B plays TST-4872",
    );
    expect(fromTrash.areas.B!.trash).toEqual(["GEN-203"]);
    const fromHand = run(
      "turn A | A: hand TST-4873, memory 5 | B: hand TST-4874 GEN-203",
      "A plays TST-4873; A passes; B plays TST-4874",
    );
    expect(fromHand.areas.B!.battle).toEqual(["TST-4874", "GEN-203"]);
  });
});
