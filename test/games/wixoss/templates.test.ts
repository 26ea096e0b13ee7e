import { describe, expect, it } from "vitest";
import { resolveWixoss } from "../../../src/games/wixoss/resolve-text.ts";
import { errorOf } from "../user-error-of.ts";

/**
 * The common WIXOSS templates, each on a made-up card (XWX-2xx) resolved on a board. GWX-001
 * (level 1, 3000), GWX-002 (level 2, 5000) and GWX-003 (level 3, 8000) are the project's white
 * SIGNI; GWX-102 is a level 3 LRIG with limit 7.
 */
const CARDS = [
  // 【常】 constant abilities (WX-A2)
  'XWX-201 "手札の剣士" signi red level 2 power 3000 : 【常】：あなたの手札が2枚以上あるかぎり、このシグニのパワーは+5000される。',
  'XWX-202 "群れの獣" signi green level 2 power 2000 class "獣" : 【常】：あなたの場に他の＜獣＞のシグニがあるかぎり、このシグニの基本パワーは9000になる。',
  'XWX-203 "旗の獣" signi green level 1 power 1000 class "獣" : 【常】：あなたの白のシグニのパワーを+2000する。',
  'XWX-204 "動かぬ壁" signi white level 1 power 9000 : 【常】：このシグニはアタックできない。',
  'XWX-205 "中央の槍" signi red level 2 power 5000 : 【常】：このシグニが中央のシグニゾーンにあるかぎり、このシグニは【ランサー】を得る。',
  // 【起】 activated abilities and costs (WX-A1)
  'XWX-210 "送り返しの番人" signi white level 2 power 5000 : 【起】《白》《ダウン》：対戦相手のシグニ1体を対象とし、それを手札に戻す。',
  'XWX-211 "一度の祈り" signi blue level 1 power 2000 : 【起】《ターン1回》手札を1枚捨てる：カードを2枚引く。',
  'XWX-212 "捨て身の炎" signi red level 2 power 4000 : 【起】《赤》このシグニを場からトラッシュに置く：対戦相手のパワー8000以下のシグニ1体を対象とし、それをバニッシュする。',
  'XWX-213 "万色の種" signi colorless level 1 power 1000 : 【常】：【マルチエナ】',
  'XWX-214 "槍の号令" signi red level 2 power 6000 : 【起】《赤》：ターン終了時まで、このシグニは【ランサー】を得る。',
  // effects: look at the top, may pay, choose, fetch, all SIGNI, move
  'XWX-220 "覗き見の鏡" spell blue : あなたのデッキの上からカードを3枚見る。その中からシグニ1枚を公開し手札に加え、残りを好きな順番でデッキの一番下に置く。',
  'XWX-221 "賭けの札" signi black level 1 power 1000 : burst: 対戦相手のシグニ1体を対象とし、《無》を支払ってもよい。そうした場合、それをバニッシュする。',
  'XWX-222 "三つの道" spell white : 以下の3つから1つを選ぶ。①カードを1枚引く。②【エナチャージ1】③対戦相手のシグニ1体を対象とし、それを手札に戻す。',
  'XWX-223 "墓守の呼び声" spell black : あなたのトラッシュから《ガードアイコン》を持たないレベル2以下のシグニ1枚を対象とし、それを手札に加えるか場に出す。',
  'XWX-224 "枯れる霧" spell black : ターン終了時まで、対戦相手のすべてのシグニのパワーを-3000する。',
  'XWX-225 "底への波" spell blue : 対戦相手のアップ状態のシグニ1体を対象とし、それをデッキの一番下に置く。',
  'XWX-226 "封じの札" signi white level 1 power 1000 : burst: 対戦相手のシグニ1体を対象とし、ターン終了時まで、それは「【常】：アタックできない。」を得る。カードを1枚引く。',
  'XWX-227 "赤の代価" signi red level 1 power 2000 : 【出】《赤》：対戦相手のパワー5000以下のシグニ1体を対象とし、それをバニッシュする。',
  'XWX-228 "並べ直し" spell blue : あなたのデッキの上からカードを3枚見る。それらを好きな順番でデッキの一番上に戻す。',
].join("\n");

/** Coins (WX-A3), damage prevention (WX-A4), conditions and picked discards (an inline list holds 20 cards). */
const MORE = [
  'XWX-230 "硬貨の子" signi white level 1 power 1000 : 【出】：《コインアイコン》《コインアイコン》を得る。',
  'XWX-231 "硬貨の使い" signi white level 1 power 1000 : 【起】《コインアイコン》：カードを1枚引く。',
  'XWX-232 "守りの光" signi white level 1 power 1000 : burst: このターン、次にあなたがシグニによってダメージを受ける場合、代わりにダメージを受けない。',
  'XWX-233 "崖際の備え" spell green : カードを1枚引く。あなたのライフクロスが2枚以下の場合、追加で【エナチャージ1】をする。',
  'XWX-234 "盗み見" spell black : 対戦相手の手札を見て1枚選び、捨てさせる。',
  // attack phase triggers, lasting power, Shadow, a turn icon on a constant ability
  'XWX-240 "開戦の太鼓" signi red level 1 power 1000 : 【自】：あなたのアタックフェイズ開始時、カードを1枚引く。',
  'XWX-241 "籠城の盾" signi white level 2 power 3000 : 【起】《ダウン》：次の対戦相手のターン終了時まで、このシグニのパワーを+5000する。',
  'XWX-242 "影の忍" signi black level 1 power 1000 : 【常】：【シャドウ】',
  'XWX-243 "夜の番兵" signi black level 1 power 1000 : 【常】《相手ターン》：このシグニのパワーは+4000される。',
  'XWX-245 "足止めの鎖" spell blue : 対戦相手のルリグ1体を対象とし、それをダウンし凍結する。',
  'XWX-244 "選別の目" spell blue : あなたのデッキの上からカードを3枚見る。その中から好きな枚数をトラッシュに置き、残りを好きな順番でデッキの一番上に戻す。',
].join("\n");

const run = (board: string, action: string, choices = "") =>
  resolveWixoss({ board, action, choices, cards: CARDS });
const runMore = (board: string, action: string, choices = "") =>
  resolveWixoss({ board, action, choices, cards: MORE });

const A = "A: lrig GWX-102, deck 10, life 3";
const B = "B: lrig GWX-102, deck 10, life 3";

describe("WIXOSS constant abilities (WX-A2)", () => {
  it("raises a SIGNI's power only while its condition holds, and the battle follows", () => {
    const strong = run(`${A}, signi XWX-201, hand 2 | ${B}, signi GWX-003`, "A attacks with XWX-201");
    expect(strong.trace.final.areas.B!.ener).toEqual(["GWX-003"]);
    const weak = run(`${A}, signi XWX-201, hand 1 | ${B}, signi GWX-003`, "A attacks with XWX-201");
    expect(weak.trace.final.areas.B!.signi).toEqual(["GWX-003"]);
  });

  it("sets a base power with another SIGNI of its class, and a colour-wide bonus adds on top", () => {
    // XWX-202 is 9000 with XWX-203 beside it; XWX-203 gives white SIGNI +2000, so GWX-003 is 10000.
    const withFriend = run(
      `${A}, signi XWX-202 XWX-203 | ${B}, signi GWX-003(-1000)`,
      "A attacks with XWX-202",
    );
    expect(withFriend.trace.final.areas.B!.ener).toEqual(["GWX-003"]);
    const alone = run(`${A}, signi XWX-202 | ${B}, signi GWX-003(-1000)`, "A attacks with XWX-202");
    expect(alone.trace.final.areas.B!.signi).toEqual(["GWX-003(-1000)".replace("(-1000)", "")]);
    const bonus = run(`${A}, signi XWX-202 | ${B}, signi GWX-003 XWX-203`, "A attacks with XWX-202");
    expect(bonus.trace.final.areas.B!.signi).toEqual(["GWX-003", "XWX-203"]);
  });

  it("forbids an attack, and grants a keyword by zone", () => {
    expect(errorOf(() => run(`${A}, signi XWX-204 | ${B}`, "A attacks with XWX-204"))).toContain(
      "can't attack",
    );
    const center = run(`${A}, signi GWX-001 XWX-205 | ${B}, signi GWX-001 GWX-001`, "A attacks with XWX-205");
    expect(center.trace.final.areas.B!.life).toHaveLength(2);
    const side = run(`${A}, signi XWX-205 | ${B}, signi GWX-001`, "A attacks with XWX-205");
    expect(side.trace.final.areas.B!.life).toHaveLength(3);
  });
});

describe("WIXOSS activated abilities and their costs (WX-A1)", () => {
  it("pays ener of its colour and downs the SIGNI, then resolves at once", () => {
    const { trace } = run(`${A}, signi XWX-210, ener GWX-001 | ${B}, signi GWX-002`, "A activates XWX-210");
    expect(trace.final.areas.A!.signi).toEqual(["XWX-210(down)"]);
    expect(trace.final.areas.A!.ener).toEqual([]);
    expect(trace.final.areas.A!.trash).toEqual(["GWX-001"]);
    expect(trace.final.areas.B!.hand).toEqual(["GWX-002"]);
    expect(trace.steps[0]!.rule).toBe("WX-A1");
  });

  it("refuses a cost that can't be paid: a wrong colour, a downed SIGNI, a second use in the turn", () => {
    expect(
      errorOf(() => run(`${A}, signi XWX-210, ener XWX-212 | ${B}, signi GWX-002`, "A activates XWX-210")),
    ).toContain("can't pay");
    expect(
      errorOf(() =>
        run(`${A}, signi XWX-210(down), ener GWX-001 | ${B}, signi GWX-002`, "A activates XWX-210"),
      ),
    ).toContain("already down");
    expect(
      errorOf(() => run(`${A}, signi XWX-211, hand 3 | ${B}`, "A activates XWX-211; A activates XWX-211")),
    ).toContain("once per turn");
    const once = run(`${A}, signi XWX-211, hand 3 | ${B}`, "A activates XWX-211");
    expect(once.trace.final.areas.A!.hand).toHaveLength(4);
  });

  it("a Multi Ener card pays a colour it lacks; putting the SIGNI into the trash is a cost", () => {
    const { trace } = run(`${A}, signi XWX-212, ener XWX-213 | ${B}, signi GWX-003`, "A activates XWX-212");
    expect(trace.final.areas.A!.signi).toEqual([]);
    expect(trace.final.areas.A!.trash).toEqual(expect.arrayContaining(["XWX-212", "XWX-213"]));
    expect(trace.final.areas.B!.ener).toEqual(["GWX-003"]);
  });

  it("a keyword gained until end of turn decides the battle, then ends with the turn", () => {
    const { trace } = run(
      `${A}, signi XWX-214, ener XWX-212 | ${B}, signi GWX-001`,
      "A activates XWX-214; A attacks with XWX-214",
    );
    expect(trace.final.areas.B!.life).toHaveLength(2);
    const later = run(
      `${A}, signi XWX-214, ener XWX-212 | ${B}, signi GWX-001`,
      "A activates XWX-214; A ends the turn; B ends the turn; A attacks with XWX-214",
    );
    expect(later.trace.final.areas.B!.life).toHaveLength(3);
  });

  it("a trigger ability with an ener cost is used only when paid", () => {
    const paid = run(`${A}, hand XWX-227, ener XWX-212 | ${B}, signi GWX-002`, "A plays XWX-227");
    expect(paid.trace.final.areas.B!.ener).toEqual(["GWX-002"]);
    const declined = run(`${A}, hand XWX-227, ener XWX-212 | ${B}, signi GWX-002`, "A plays XWX-227", "no");
    expect(declined.trace.final.areas.B!.signi).toEqual(["GWX-002"]);
    const broke = run(`${A}, hand XWX-227 | ${B}, signi GWX-002`, "A plays XWX-227");
    expect(broke.trace.final.areas.B!.signi).toEqual(["GWX-002"]);
    expect(broke.trace.steps.some((s) => s.text.includes("can't pay"))).toBe(true);
  });
});

describe("WIXOSS effect templates", () => {
  it("looks at the top cards, takes a SIGNI and puts the rest at the bottom in the chosen order", () => {
    const { trace } = run(
      "A: lrig GWX-102, hand XWX-220, deck XWX-222 GWX-002 XWX-224 GWX-003 | B: lrig GWX-102",
      "A uses XWX-220",
      "order XWX-224 XWX-222",
    );
    expect(trace.final.areas.A!.hand).toEqual(["GWX-002"]);
    expect(trace.final.areas.A!.deck).toEqual(["GWX-003", "XWX-224", "XWX-222"]);
  });

  it("looks at the top cards and puts them back on top in a new order", () => {
    const { trace } = run(
      "A: lrig GWX-102, hand XWX-228, deck GWX-001 GWX-002 GWX-003 GWX-004 | B: lrig GWX-102",
      "A uses XWX-228",
      "order GWX-003 GWX-001 GWX-002",
    );
    expect(trace.final.areas.A!.deck).toEqual(["GWX-003", "GWX-001", "GWX-002", "GWX-004"]);
  });

  it("a Life Burst with an optional payment banishes only when paid", () => {
    const board = (ener: string) =>
      `${A}, signi GWX-003 GWX-002${ener} | ${B.replace("life 3", "life XWX-221")}`;
    const paid = run(
      board("").replace("| B", "| B") + ", ener GWX-001",
      "A attacks with GWX-003",
      "target GWX-002",
    );
    expect(paid.trace.final.areas.A!.ener).toEqual(["GWX-002"]);
    expect(paid.trace.final.areas.B!.trash).toEqual(["GWX-001"]);
    const unpaid = run(board(""), "A attacks with GWX-003");
    expect(unpaid.trace.final.areas.A!.signi).toEqual(["GWX-003(down)", "GWX-002"]);
    expect(unpaid.trace.steps.some((s) => s.text.includes("can't pay"))).toBe(true);
  });

  it("a Life Burst makes the attacker's other SIGNI unable to attack for the rest of the turn", () => {
    const board = `${A}, signi GWX-003 GWX-002 | B: lrig GWX-102, deck 5, life XWX-226`;
    expect(
      errorOf(() => run(board, "A attacks with GWX-003; A attacks with GWX-002", "target GWX-002")),
    ).toContain("can't attack");
    const next = run(board, "A attacks with GWX-003; A ends the turn", "target GWX-002");
    expect(next.trace.final.areas.A!.signi).toEqual(["GWX-003(down)", "GWX-002"]);
  });

  it("chooses one of three ways", () => {
    const { trace } = run(`${A}, hand XWX-222 | ${B}, signi GWX-001`, "A uses XWX-222", "target XWX-222#3");
    expect(trace.final.areas.B!.hand).toHaveLength(1);
  });

  it("takes a SIGNI without Guard from the trash into the hand or onto the field", () => {
    const onField = run(
      "A: lrig GWX-102, hand XWX-223, trash GWX-003 GWX-002 | B: lrig GWX-102",
      "A uses XWX-223",
      "target GWX-002#field",
    );
    expect(onField.trace.final.areas.A!.signi).toEqual(["GWX-002"]);
    expect(onField.trace.final.areas.A!.trash).toEqual(["GWX-003", "XWX-223"]);
    const toHand = run(
      "A: lrig GWX-102, hand XWX-223, trash GWX-002 | B: lrig GWX-102",
      "A uses XWX-223",
      "target GWX-002#hand",
    );
    expect(toHand.trace.final.areas.A!.hand).toEqual(["GWX-002"]);
  });

  it("weakens all of the opponent's SIGNI, and rule processing banishes those at 0", () => {
    const { trace } = run(`${A}, hand XWX-224 | ${B}, signi GWX-001 GWX-002`, "A uses XWX-224");
    expect(trace.final.areas.B!.ener).toEqual(["GWX-001"]);
    expect(trace.final.areas.B!.signi).toEqual(["GWX-002(-3000)".replace("(-3000)", "")]);
  });

  it("puts an up SIGNI at the bottom of its owner's deck, not a downed one", () => {
    const { trace } = run(
      "A: lrig GWX-102, hand XWX-225 | B: lrig GWX-102, signi GWX-001(down) GWX-002, deck GWX-003",
      "A uses XWX-225",
    );
    expect(trace.final.areas.B!.deck).toEqual(["GWX-003", "GWX-002"]);
    expect(trace.final.areas.B!.signi).toEqual(["GWX-001(down)"]);
  });
});

describe("WIXOSS coins, damage prevention, conditions", () => {
  it("gains coins up to five and spends them as a cost (WX-A3)", () => {
    const gained = runMore(`${A}, hand XWX-230, coin 4 | ${B}`, "A plays XWX-230");
    expect(gained.trace.final.areas.A!.coin).toEqual(["5"]);
    expect(gained.trace.steps.some((s) => s.text.includes("at most 5"))).toBe(true);
    const spent = runMore(`${A}, signi XWX-231, coin 1 | ${B}`, "A activates XWX-231");
    expect(spent.trace.final.areas.A!.coin).toBeUndefined();
    expect(spent.trace.final.areas.A!.hand).toHaveLength(1);
    expect(errorOf(() => runMore(`${A}, signi XWX-231 | ${B}`, "A activates XWX-231"))).toContain("0 coins");
  });

  it("prevents the next damage from a SIGNI this turn, once, and not a LRIG's (WX-A4)", () => {
    const board = `${A}, signi GWX-001 GWX-002 | B: lrig GWX-102, life XWX-232 GWX-001 GWX-001`;
    const { trace } = runMore(
      board,
      "A attacks with GWX-001; A attacks with GWX-002; A attacks with GWX-102",
    );
    // The first attack crushes the Life Burst, which shields B from the second; the LRIG's damage lands.
    expect(trace.final.areas.B!.life).toEqual(["GWX-001"]);
    expect(trace.steps.some((s) => s.text.includes("is prevented"))).toBe(true);
  });

  it("does the extra part only while the condition holds", () => {
    const low = runMore("A: lrig GWX-102, hand XWX-233, life 2 | B: lrig GWX-102", "A uses XWX-233");
    expect(low.trace.final.areas.A!.ener).toHaveLength(1);
    const high = runMore("A: lrig GWX-102, hand XWX-233, life 3 | B: lrig GWX-102", "A uses XWX-233");
    expect(high.trace.final.areas.A!.ener).toHaveLength(0);
  });

  it("lets the effect's player pick the card the opponent discards", () => {
    const { trace } = runMore(
      `${A}, hand XWX-234 | ${B}, hand GWX-001 GWX-003`,
      "A uses XWX-234",
      "target GWX-003",
    );
    expect(trace.final.areas.B!.hand).toEqual(["GWX-001"]);
    expect(trace.final.areas.B!.trash).toEqual(["GWX-003"]);
  });
});

describe("WIXOSS attack phase, lasting power, Shadow and turn icons", () => {
  it("triggers its abilities at the start of the attack phase (WX-P6)", () => {
    const { trace } = runMore(`${A}, signi XWX-240 | ${B}`, "A begins the attack phase");
    expect(trace.steps.some((s) => s.kind === "activate" && s.card === "XWX-240")).toBe(true);
    expect(trace.final.areas.A!.hand).toHaveLength(1);
    expect(errorOf(() => runMore(`${A}, signi XWX-240 | ${B}`, "B begins the attack phase"))).toContain(
      "turn player",
    );
  });

  it("keeps a power change through the opponent's next turn, and drops it at that turn's end", () => {
    const board = `${A}, signi XWX-241 | ${B}, signi GWX-002`;
    const during = runMore(board, "A activates XWX-241; A ends the turn; B attacks with GWX-002");
    // 3000 + 5000 = 8000 against GWX-002's 5000: XWX-241 is stronger and stays.
    expect(during.trace.final.areas.A!.signi).toEqual(["XWX-241(down)"]);
    const after = runMore(
      board,
      "A activates XWX-241; A ends the turn; B ends the turn; A ends the turn; B attacks with GWX-002",
    );
    expect(after.trace.final.areas.A!.ener).toEqual(["XWX-241"]);
  });

  it("Shadow keeps a SIGNI from the opponent's targets, not from effects on all SIGNI", () => {
    const targeted = run(`${A}, hand GWX-178 | ${B}, signi GWX-001`, "A uses GWX-178");
    expect(targeted.trace.final.areas.B!.ener).toEqual(["GWX-001"]);
    const shadow = runMore(`${A}, hand GWX-178 | ${B}, signi XWX-242`, "A uses GWX-178");
    expect(shadow.trace.final.areas.B!.signi).toEqual(["XWX-242"]);
    const all = runMore(`${A}, hand GWX-179 | ${B}, signi XWX-242`, "A uses GWX-179");
    expect(all.trace.final.areas.B!.ener).toEqual(["XWX-242"]);
  });

  it("a constant ability with the opponent's-turn icon works only in the opponent's turn", () => {
    // In A's own turn XWX-243 has 1000 and does not beat GWX-001 (3000).
    const mine = runMore(`${A}, signi XWX-243 | ${B}, signi GWX-001`, "A attacks with XWX-243");
    expect(mine.trace.final.areas.B!.signi).toEqual(["GWX-001"]);
    // In B's turn it has 5000, so B's GWX-001 (3000) attacking it does not banish it.
    const theirs = runMore(`B: lrig GWX-102, signi GWX-001 | ${A}, signi XWX-243`, "B attacks with GWX-001");
    expect(theirs.trace.final.areas.A!.signi).toEqual(["XWX-243"]);
  });
});

describe("WIXOSS looking at the top: any number to the trash", () => {
  it("trashes the chosen cards and puts the rest back on top in the chosen order", () => {
    const { trace } = runMore(
      "A: lrig GWX-102, hand XWX-244, deck GWX-001 GWX-002 GWX-003 GWX-004 | B: lrig GWX-102",
      "A uses XWX-244",
      "target GWX-002; order GWX-003 GWX-001",
    );
    expect(trace.final.areas.A!.trash).toEqual(["GWX-002", "XWX-244"]);
    expect(trace.final.areas.A!.deck).toEqual(["GWX-003", "GWX-001", "GWX-004"]);
  });
});

describe("WIXOSS the opponent's LRIG downed and frozen", () => {
  it("a downed LRIG can't attack, and a frozen one stays down through its next up phase", () => {
    const board = `${A}, hand XWX-245 | ${B}`;
    expect(
      errorOf(() => runMore(board, "A uses XWX-245; A ends the turn; B attacks with GWX-102")),
    ).toContain("is down");
    const { trace } = runMore(board, "A uses XWX-245; A ends the turn; B ends the turn; A ends the turn");
    expect(trace.final.areas.B!.lrig).toEqual(["GWX-102"]);
    const up = runMore(`${A} | B: lrig GWX-102(down), deck 5`, "A ends the turn");
    expect(up.trace.final.areas.B!.lrig).toEqual(["GWX-102"]);
  });
});
