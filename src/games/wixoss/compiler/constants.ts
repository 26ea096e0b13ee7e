/**
 * Constant abilities (【常】) read into the constants the derive layer applies (derive.ts):
 * this SIGNI's power or base power while a condition holds, your (white / ＜天使＞) SIGNI's
 * power, your opponent's SIGNI's power, "this SIGNI can't attack", a keyword while a condition
 * holds. False when the text is none of them.
 */
import type { WxCardDef, WxCondition, WxConstant, WxGained } from "../cards.ts";
import { JP_COLORS, readCondition } from "./phrases.ts";

const KEYWORD: Record<string, WxGained> = {
  ランサー: "lancer",
  ダブルクラッシュ: "doubleCrush",
  アサシン: "assassin",
  シャドウ: "shadow",
};

function effectOf(text: string): WxConstant | null {
  let m: RegExpExecArray | null;
  if ((m = /^このシグニのパワーは([+-]\d+)される$/.exec(text)))
    return { kind: "selfPower", amount: Number(m[1]) };
  if ((m = /^このシグニの基本パワーは(\d+)になる$/.exec(text)))
    return { kind: "selfPower", amount: Number(m[1]), base: true };
  if (text === "このシグニはアタックできない") return { kind: "cantAttack" };
  if (
    (m = /^あなたの(?:すべての)?(?:([白赤青緑黒])の|＜([^＞]+)＞の)?シグニのパワーを([+-]\d+)する$/.exec(
      text,
    ))
  )
    return {
      kind: "yourPower",
      amount: Number(m[3]),
      colors: m[1] ? [JP_COLORS[m[1]]!] : [],
      classes: m[2] ? [m[2]] : [],
    };
  if ((m = /^対戦相手の(?:すべての)?シグニのパワーを([+-]\d+)する$/.exec(text)))
    return { kind: "opponentPower", amount: Number(m[1]) };
  return null;
}

/** Reads a constant ability; `icon` is the condition of a 《相手ターン》 / 《自分ターン》 icon before the colon. */
export function readWxConstant(body: string, def: WxCardDef, icon?: WxCondition): boolean {
  const text = body.replace(/[。.]$/, "");
  const plain = effectOf(text);
  if (plain) {
    if (icon && plain.kind !== "opponentSigniLimit" && plain.kind !== "levelBoost") plain.when = icon;
    def.constants.push(plain);
    return true;
  }
  if (icon) return false;
  const m = /^(.+?)(かぎり|の間)、(.+)$/.exec(text);
  if (!m) return false;
  const when = readCondition(m[2] === "の間" ? `${m[1]}の間` : m[1]!);
  if (!when) return false;
  const keyword = /^このシグニは【([^】]+)】を得る$/.exec(m[3]!);
  if (keyword && KEYWORD[keyword[1]!]) {
    def.constants.push({ kind: "keyword", what: KEYWORD[keyword[1]!]!, when });
    return true;
  }
  const effect = effectOf(m[3]!);
  if (
    !effect ||
    effect.kind === "opponentSigniLimit" ||
    effect.kind === "levelBoost" ||
    effect.kind === "keyword"
  )
    return false;
  def.constants.push({ ...effect, when });
  return true;
}
