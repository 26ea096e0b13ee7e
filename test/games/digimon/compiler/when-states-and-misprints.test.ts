/**
 * Trigger and timing wordings that say something the compiler already runs in another way:
 * "When you have ..." (a state, so a condition under a timing and a duration under a turn
 * header), "can attack your opponent's unsuspended Digimon" without "also", "When this Digimon is
 * deleted other than in battle" under [On Deletion], "When this Tamer digivolves into ...", and
 * misprints with one sure reading ("digivoLv.es", "[At End of Opponent's Turn]", a [Digivolve]
 * name without brackets, "cards in trash").
 */
import { describe, expect, it } from "vitest";
import { compileCard } from "../../../../src/games/digimon/compiler/card.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { normalizeText } from "../../../../src/games/digimon/compiler/text/normalize.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const run = (board: string, action: string, cards: string, choices = "") =>
  resolveDigimon({ board, action, cards, choices }).trace;

describe("'When you have ...': a state, not an event", () => {
  const cards = [
    `TST-9201 "Guardmon" digimon lv 4 5000 dp red cost 5 from lv 3 red 2 : [When Digivolving] When you have 3 security cards or less, trigger <Recovery +1 (Deck)>.`,
    `TST-9202 "Hornmon" digimon lv 4 4000 dp red cost 5 from lv 3 red 2 : [Your Turn] When you have a green Tamer in play, this Digimon can attack your opponent's unsuspended Digimon.`,
    `TST-9203 "Leafy" tamer green cost 2 : [Your Turn] All of your Digimon get +1000 DP.`,
    `TST-9204 "Ashy" tamer red cost 2 : [Your Turn] All of your Digimon get +1000 DP.`,
  ].join("\n");

  it("under a timing it is the effect's condition", () => {
    const r = compileText("[When Digivolving] When you have 3 security cards or less, <Draw 1>.", {
      code: "TST",
    });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops[0]).toMatchObject({
      op: "if",
      cond: { is: "security", side: "you", atMost: 3 },
    });
  });

  it("recovers with 3 security cards, not with 4", () => {
    const low = run(
      "turn A; A: GEN-103, hand TST-9201, memory 5, security 3, deck 2",
      "A digivolves GEN-103 into TST-9201",
      cards,
    );
    expect(low.final.areas.A!.security).toHaveLength(4);
    const high = run(
      "turn A; A: GEN-103, hand TST-9201, memory 5, security 4, deck 2",
      "A digivolves GEN-103 into TST-9201",
      cards,
    );
    expect(high.final.areas.A!.security).toHaveLength(4);
    expect(high.final.areas.A!.deck).toHaveLength(1);
  });

  it("under a turn header it lasts while it holds: an unsuspended Digimon can be attacked with a green Tamer", () => {
    const t = run("turn A; A: TST-9202 TST-9203 | B: GEN-103", "A attacks GEN-103 with TST-9202", cards);
    expect(t.final.areas.B!.battle).toEqual([]);
    expect(t.final.areas.B!.trash).toContain("GEN-103");
  });

  it("and not with a Tamer of another colour", () => {
    expect(() =>
      run("turn A; A: TST-9202 TST-9204 | B: GEN-103", "A attacks GEN-103 with TST-9202", cards),
    ).toThrow();
  });
});

describe("'[On Deletion] When this Digimon is deleted other than in battle, ...'", () => {
  const cards = [
    `TST-9211 "Hawkmon" digimon lv 3 3000 dp red cost 3 : [On Deletion] When this Digimon is deleted other than in battle, your opponent trashes 1 card in their hand.`,
    `TST-9212 "Bomb" digimon lv 3 1000 dp red cost 0 : [On Play] Delete 1 of your opponent's Digimon.`,
  ].join("\n");

  it("reads as the deletion's kind", () => {
    const r = compileText(
      "[On Deletion] When this Digimon is deleted other than in battle, your opponent trashes 1 card in their hand.",
      { code: "TST" },
    );
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops[0]).toMatchObject({ op: "ifDeleted", inBattle: false });
  });

  it("an effect's deletion makes the opponent trash a card", () => {
    const t = run("turn A; A: hand TST-9212 GEN-104, memory 3 | B: TST-9211", "A plays TST-9212", cards);
    expect(t.final.areas.A!.hand).toEqual([]);
  });

  it("a deletion in battle does not", () => {
    const t = run(
      "turn A; A: GEN-105, hand GEN-104 | B: TST-9211(sus)",
      "A attacks TST-9211 with GEN-105",
      cards,
    );
    expect(t.final.areas.B!.trash).toContain("TST-9211");
    expect(t.final.areas.A!.hand).toEqual(["GEN-104"]);
  });
});

describe("'When this Tamer digivolves into a green Digimon, reduce the memory cost of the digivolution by 1'", () => {
  const cards = [
    `TST-9221 "Windmon" digimon lv 4 5000 dp green cost 5 from lv 3 green 3 : You may digivolve this card from your hand onto one of your green Tamers as if the Tamer is a level 3 green Digimon.`,
    `TST-9222 "Junpei" tamer green cost 2 : [Your Turn] When this Tamer digivolves into a green Digimon, reduce the memory cost of the digivolution by 1.`,
    `TST-9223 "Kouji" tamer green cost 2 : [Your Turn] All of your Digimon get +1000 DP.`,
  ].join("\n");

  it("costs 1 less when this Tamer digivolves", () => {
    const t = run(
      "turn A; A: TST-9222, hand TST-9221, memory 5 | B: GEN-204",
      "A digivolves TST-9222 into TST-9221",
      cards,
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-9221[TST-9222]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("not when another Tamer digivolves", () => {
    const t = run(
      "turn A; A: TST-9222 TST-9223, hand TST-9221, memory 5 | B: GEN-204",
      "A digivolves TST-9223 into TST-9221",
      cards,
    );
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });
});

describe("misprints with one sure reading", () => {
  it("mends 'digivoLv.es' and '[At End of Opponent's Turn]'", () => {
    expect(normalizeText("When this Digimon digivoLv.es into")).toBe("When this Digimon digivolves into");
    expect(normalizeText("[At End of Opponent's Turn] Gain 1 memory.")).toBe(
      "[End of Opponent's Turn] Gain 1 memory.",
    );
    expect(normalizeText("Lv.4 w/[X]")).toBe("Lv.4 w/[X]");
    expect(normalizeText("play 1 Digimon card the [Hybrid] trait from")).toBe(
      "play 1 Digimon card with the [Hybrid] trait from",
    );
    expect(normalizeText("When you use an use Option card")).toBe("When you use an Option card");
  });

  it("runs an [At End of Opponent's Turn] effect at the end of the opponent's turn", () => {
    const cards = `TST-9231 "Angelmon" digimon lv 5 7000 dp yellow cost 6 : [At End of Opponent's Turn] Trash the top card of your security stack.`;
    const t = run("turn B; A: TST-9231, security 3 | B: GEN-103", "B passes", cards);
    expect(t.final.areas.A!.security).toHaveLength(2);
  });

  const record = {
    code: "TST-9241",
    name: "Zeedmon",
    category: "Digimon" as const,
    colors: ["Purple" as const],
    level: 6,
    dp: 12000,
    playCost: 12,
    digivolve: [{ level: 5, color: "Purple" as const, cost: 5 }],
    traits: [],
    inherited: "",
    security: "",
  };

  it("reads a [Digivolve] name printed without brackets", () => {
    const out = compileCard({ ...record, effect: "[Digivolve]Moonmon: Cost 2" });
    expect(out.unread).toEqual([]);
    expect(out.def.digivolve).toContainEqual(
      expect.objectContaining({ cost: 2, from: { nameIs: ["Moonmon"] } }),
    );
  });

  it("reads 'cards in trash' as cards in your trash in a [Digivolve] condition", () => {
    const out = compileCard({
      ...record,
      effect: "[Digivolve] While you have 20 or more cards in trash, Lv.3 w/[Impmon] in name: Cost 4",
    });
    expect(out.unread).toEqual([]);
    expect(out.def.digivolve).toContainEqual(
      expect.objectContaining({ cost: 4, while: { is: "trash", side: "you", atLeast: 20 } }),
    );
  });
});
