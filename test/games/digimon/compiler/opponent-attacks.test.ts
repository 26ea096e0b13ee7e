/**
 * "Choose 1 of your opponent's Digimon. Your opponent attacks with the chosen Digimon.": the
 * effect's player chooses, the opponent (the turn player, 11-1-2) declares the attack with it;
 * "your opponent attacks with 1 of their Digimon": the opponent chooses too.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const CHOSEN =
  "[End of Opponent's Turn] Choose 1 of your opponent's Digimon. Your opponent attacks with the chosen Digimon.";
const THEIRS = "[End of Opponent's Turn] Your opponent attacks with 1 of their Digimon.";
const cards = [
  `TST-4841 "Forcer" digimon lv 4 4000 dp red cost 0 : ${CHOSEN}`,
  `TST-4842 "Taunter" digimon lv 4 4000 dp red cost 0 : ${THEIRS}`,
  `TST-4843 "Hasty" digimon lv 3 1000 dp red cost 0 : [On Play] Your opponent attacks with 1 of their Digimon.`,
].join("\n");
const run = (board: string, choices = "", action = "B ends the turn") =>
  resolveDigimon({ board, action, choices, cards }).trace;
const text = (t: ReturnType<typeof run>) => t.steps.map((s) => s.text).join("\n");

describe("the opponent attacks with the chosen Digimon", () => {
  it("folds the two sentences into one attack declared by the opponent, the choice the effect's player's", () => {
    const r = compileText(CHOSEN, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops).toEqual([
      {
        op: "attackBy",
        who: { side: "opponent", count: 1, filter: { category: "Digimon" } },
        must: true,
        by: "opponent",
      },
    ]);
    expect(compileText(THEIRS, { code: "TST" }).abilities[0]!.ops[0]).toMatchObject({ pickedBy: "opponent" });
  });

  it("at the end of the opponent's turn, the chosen Digimon suspends and attacks", () => {
    const t = run("turn B | A: TST-4841, security 2 | B: GEN-205 GEN-104, security 3", "target GEN-104");
    expect(text(t)).toContain("[GEN-104 Generic Red Lv.4] suspends and attacks player A");
    expect(t.final.areas.A!.security).toHaveLength(1);
    expect(t.final.areas.B!.battle).toEqual(["GEN-205", "GEN-104(sus)"]);
  });

  it("a suspended Digimon chosen makes no attack (11-2-5)", () => {
    const t = run("turn B | A: TST-4841, security 2 | B: GEN-205(sus), security 3");
    expect(text(t)).toContain("can't attack");
    expect(t.final.areas.A!.security).toHaveLength(2);
  });

  it("the opponent chooses which of theirs attacks when the text says '1 of their Digimon'", () => {
    const t = run("turn B | A: TST-4842, security 2 | B: GEN-205 GEN-104, security 3", "target GEN-205");
    expect(JSON.stringify(t.steps)).toContain("Player B: choose the Digimon of player B that attacks");
    expect(t.final.areas.B!.battle).toEqual(["GEN-205(sus)", "GEN-104"]);
  });

  it("is refused on the effect's player's own turn: only the turn player attacks (11-1-2)", () => {
    const t = run("turn A | A: hand TST-4843, memory 5 | B: GEN-205", "", "A plays TST-4843");
    expect(text(t)).not.toContain("suspends and attacks");
  });
});
