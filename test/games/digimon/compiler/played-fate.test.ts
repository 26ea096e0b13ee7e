/** "The Digimon this effect played can't digivolve and is deleted at the end of your opponent's turn." */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { whyNotExecutable } from "../../../../src/games/digimon/compiler/executable.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const TEXT =
  "[On Play] You may play 1 level 3 Digimon card from your hand without paying the cost. The Digimon this effect played can't digivolve and is deleted at the end of your opponent's turn.";
const cards = `TST-381 "Summoner" digimon lv 4 5000 dp red cost 0 : ${TEXT}`;

describe("what becomes of the Digimon an effect played", () => {
  it("reads a restriction on it and its deletion later", () => {
    const a = compileText(TEXT).abilities[0]!;
    expect(a.ops.slice(1)).toMatchObject([
      { op: "restrict", target: "played", cant: ["digivolve"] },
      { op: "later", at: "opponentTurnEnd", of: "played", act: "delete" },
    ]);
    expect(whyNotExecutable(a, { security: 0 })).toBeNull();
    const alone = compileText(
      "[On Play] The Digimon this effect played can't digivolve and is deleted at turn end.",
    ).abilities[0]!;
    expect(whyNotExecutable(alone, { security: 0 })).toMatch(/no play before it/);
  });

  it("keeps the played Digimon from digivolving, and deletes it at the end of the opponent's turn", () => {
    const refused = () =>
      resolveDigimon({
        board: "turn A | A: hand TST-381 GEN-103 GEN-104, memory 5 | B: GEN-204",
        action: "A plays TST-381; A digivolves GEN-103 into GEN-104",
        choices: "yes",
        cards,
      });
    expect(refused).toThrow(/GEN-103[^\]]*\] can.t digivolve/);
    const { trace } = resolveDigimon({
      board: "turn A | A: hand TST-381 GEN-103, memory 0, deck 5 | B: GEN-204, deck 5",
      action: "A plays TST-381; A ends the turn; B ends the turn",
      cards,
    });
    expect(trace.final.areas.A!.battle).toEqual(["TST-381"]);
    expect(trace.final.areas.A!.trash).toContain("GEN-103");
  });

  it("reads the plural 'Digimon played by this effect can't digivolve and are deleted ...' the same, and runs it", () => {
    const plural =
      "[On Play] You may play 1 level 3 Digimon card from your hand without paying the cost. Digimon played by this effect can't digivolve and are deleted at the end of your opponent's turn.";
    expect(compileText(plural).abilities[0]!.ops.slice(1)).toMatchObject([
      { op: "restrict", target: "played", cant: ["digivolve"] },
      { op: "later", at: "opponentTurnEnd", of: "played", act: "delete" },
    ]);
    const { trace } = resolveDigimon({
      board: "turn A | A: hand TST-382 GEN-103, memory 0, deck 5 | B: GEN-204, deck 5",
      action: "A plays TST-382; A ends the turn; B ends the turn",
      cards: `TST-382 "Plural Summoner" digimon lv 4 5000 dp red cost 0 : ${plural}`,
    });
    expect(trace.final.areas.A!.battle).toEqual(["TST-382"]);
    expect(trace.final.areas.A!.trash).toContain("GEN-103");
  });
});
