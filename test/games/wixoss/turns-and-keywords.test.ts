import { describe, expect, it } from "vitest";
import { resolveWixoss } from "../../../src/games/wixoss/resolve-text.ts";
import { errorOf } from "../user-error-of.ts";

/** Made-up cards, written inline the way a user would (Japanese as printed, or English). */
const CARDS = [
  'XWX-001 "試しの天使" signi white level 1 power 2000 class "天使" : 【出】：カードを1枚引く。',
  'XWX-002 "Scout Drone" signi blue level 1 power 1000 : [Enter]: Draw 1 card.',
  'XWX-003 "見張りの鐘" signi black level 2 power 5000 : 【自】：対戦相手のシグニ1体がバニッシュされたとき、カードを1枚引く。',
  'XWX-004 "槍の騎士" signi red level 3 power 10000 : 【常】：【ランサー】',
  'XWX-005 "二重の刃" signi red level 3 power 8000 : 【常】：【ダブルクラッシュ】',
  'XWX-006 "影の刺客" signi black level 2 power 3000 : 【常】：【アサシン】',
  'XWX-007 "守りの札" signi white level 1 power 1000 : 【ガード】',
  'XWX-008 "呼び戻し" spell black : あなたのトラッシュからシグニ1枚を対象とし、それを場に出す。',
  'XWX-009 "夕暮れの番人" signi green level 1 power 3000 : 【自】：あなたのターン終了時、【エナチャージ1】',
  'XWX-010 "炸裂の札" signi white level 1 power 1000 : burst: 対戦相手のシグニ1体を対象とし、それをバニッシュする。',
].join("\n");

const run = (board: string, action: string, choices = "") =>
  resolveWixoss({ board, action, choices, cards: CARDS });

const LRIGS = "A: lrig GWX-102, deck 5, life 3";

describe("WIXOSS: inline cards, phases, observer triggers and keywords", () => {
  it("resolves an inline SIGNI that draws when it enters, in Japanese and in English", () => {
    for (const code of ["XWX-001", "XWX-002"]) {
      const { trace } = run(`${LRIGS}, hand ${code} | B: lrig GWX-102`, `A plays ${code}`);
      const activation = trace.steps.find((s) => s.kind === "activate")!;
      expect(activation.card).toBe(code);
      expect(activation.text).toContain("draws a card");
      expect(trace.final.areas.A!.deck).toHaveLength(4);
    }
  });

  it("ends the turn: end-of-turn abilities, then the next player's up and draw phases", () => {
    const { trace } = run(
      `${LRIGS}, signi XWX-009 | B: lrig GWX-102, signi GWX-001(down), deck 5`,
      "A ends the turn",
    );
    const rules = trace.steps.map((s) => [s.kind, s.card, s.rule].filter(Boolean).join(" "));
    expect(rules).toEqual([
      "action WX-P7",
      "activate XWX-009 TA-1",
      "action WX-P7",
      "action WX-P1",
      "action WX-P2",
      "end",
    ]);
    expect(trace.final.areas.A!.ener).toEqual(["?"]);
    expect(trace.final.areas.B!.signi).toEqual(["GWX-001"]);
    expect(trace.final.areas.B!.hand).toEqual(["?", "?"]);
  });

  it("triggers an observer ability when an opponent's SIGNI is banished", () => {
    const { trace } = run(
      `${LRIGS}, signi XWX-003, hand GWX-178 | B: lrig GWX-102, signi GWX-001`,
      "A uses GWX-178",
    );
    expect(trace.steps.filter((s) => s.kind === "activate" && s.card === "XWX-003")).toHaveLength(1);
  });

  it("puts a SIGNI onto the field from the trash, and its entering ability triggers", () => {
    const { trace } = run(`${LRIGS}, hand XWX-008, trash XWX-001 | B: lrig GWX-102`, "A uses XWX-008");
    expect(trace.final.areas.A!.signi).toEqual(["XWX-001"]);
    expect(trace.steps.some((s) => s.kind === "activate" && s.card === "XWX-001")).toBe(true);
  });

  it("Lancer crushes a Life Cloth when it banishes in battle; Double Crush crushes two; Assassin ignores the SIGNI in front", () => {
    const lancer = run(
      `${LRIGS}, signi XWX-004 | B: lrig GWX-102, signi GWX-002, life 3`,
      "A attacks with XWX-004",
    );
    expect(lancer.trace.final.areas.B!.ener).toContain("GWX-002");
    expect(lancer.trace.final.areas.B!.life).toHaveLength(2);
    const double = run(`${LRIGS}, signi XWX-005 | B: lrig GWX-102, life 3`, "A attacks with XWX-005");
    expect(double.trace.final.areas.B!.life).toHaveLength(1);
    const assassin = run(
      `${LRIGS}, signi XWX-006 | B: lrig GWX-102, signi GWX-003, life 3`,
      "A attacks with XWX-006",
    );
    expect(assassin.trace.final.areas.B!.signi).toEqual(["GWX-003"]);
    expect(assassin.trace.final.areas.B!.life).toHaveLength(2);
  });

  it("lets the defender Guard a LRIG attack by discarding a card with Guard", () => {
    const guarded = run(`${LRIGS} | B: lrig GWX-102, hand XWX-007, life 3`, "A attacks with GWX-102");
    expect(guarded.trace.final.areas.B!.life).toHaveLength(3);
    expect(guarded.trace.final.areas.B!.trash).toEqual(["XWX-007"]);
    const declined = run(`${LRIGS} | B: lrig GWX-102, hand XWX-007, life 3`, "A attacks with GWX-102", "no");
    expect(declined.trace.final.areas.B!.life).toHaveLength(2);
  });

  it("charges one card a turn into the ener zone in the ener phase, from the hand or the field", () => {
    const fromHand = run(`${LRIGS}, hand XWX-007 | B: lrig GWX-102`, "A charges XWX-007").trace;
    expect(fromHand.final.areas.A!.ener).toEqual(["XWX-007"]);
    expect(fromHand.final.areas.A!.hand ?? []).toEqual([]);
    expect(fromHand.steps[0]!.rule).toBe("WX-P3");
    const fromField = run(`${LRIGS}, signi XWX-007 | B: lrig GWX-102`, "A charges XWX-007").trace;
    expect(fromField.final.areas.A!.ener).toEqual(["XWX-007"]);
    expect(fromField.final.areas.A!.signi ?? []).toEqual([]);
    expect(
      errorOf(() => run(`${LRIGS}, hand XWX-007 XWX-010 | B: lrig GWX-102`, "A charges XWX-007 XWX-010")),
    ).toContain("Name one card");
    expect(
      errorOf(() =>
        run(`${LRIGS}, hand XWX-007 XWX-010 | B: lrig GWX-102`, "A charges XWX-007; A charges XWX-010"),
      ),
    ).toContain("already charged ener this turn");
  });

  it("downs the center LRIG to attack, so a downed LRIG can't attack again", () => {
    const { trace } = run(`${LRIGS} | B: lrig GWX-102, life 3`, "A attacks with GWX-102");
    expect(trace.final.areas.A!.lrig).toEqual(["GWX-102(down)"]);
    expect(trace.steps.flatMap((s) => [s.text, ...(s.changes ?? [])]).join("\n")).toContain(
      "downed to attack",
    );
    expect(
      errorOf(() =>
        run(`A: lrig GWX-102(down), deck 5, life 3 | B: lrig GWX-102, life 3`, "A attacks with GWX-102"),
      ),
    ).toContain("center LRIG is down");
  });

  it("runs an inline Life Burst when its Life Cloth is crushed", () => {
    const { trace } = run(`${LRIGS}, signi GWX-003 | B: lrig GWX-102, life XWX-010`, "A uses GWX-177", "");
    expect(trace.final.areas.A!.signi).toEqual([]);
  });

  it("names what it could not read and points at a bad card line", () => {
    const { notes } = resolveWixoss({
      board: `${LRIGS}, hand XWX-020 | B: lrig GWX-102`,
      action: "A plays XWX-020",
      cards: 'XWX-020 "謎" signi white level 1 power 1000 : 【出】：月に歌う。',
    });
    expect(notes.join("\n")).toContain("月に歌う");
    expect(
      errorOf(() =>
        resolveWixoss({
          board: "A: lrig GWX-102",
          action: "A draws",
          cards: 'XWX-021 "x" signi purple level 1 power 1',
        }),
      ),
    ).toContain('Unknown word "purple"');
  });
});
