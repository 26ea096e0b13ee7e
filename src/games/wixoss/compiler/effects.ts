/**
 * One sentence of WIXOSS effect text read into the engine's operations: the Japanese templates
 * as printed (numbers already half-width) and their English equivalents. Null when the sentence
 * is not one the engine runs.
 */
import type { WxOp, WxTarget } from "../cards.ts";

type Reader = (m: RegExpExecArray) => WxOp | null;

const NUM: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3 };
const num = (w: string | undefined): number => (w === undefined ? 1 : (NUM[w.toLowerCase()] ?? Number(w)));

/** 対戦相手の[パワーN以下の|レベルN以下の|アップ状態の]シグニN体[まで] / your opponent's SIGNI. */
const JP_TARGET =
  "(対戦相手|あなた)の(?:パワー(\\d+)(以下|以上)の|レベル(\\d+)以下の|(アップ状態)の)?シグニ(?:を)?(\\d+)体(まで)?を?対象とし、";

function jpTarget(m: RegExpExecArray): WxTarget {
  const t: WxTarget = { side: m[1] === "あなた" ? "you" : "opponent", count: Number(m[6]) };
  if (m[7]) t.upTo = true;
  if (m[2]) {
    if (m[3] === "以下") t.maxPower = Number(m[2]);
    else t.minPower = Number(m[2]);
  }
  if (m[4]) t.maxLevel = Number(m[4]);
  if (m[5]) t.up = true;
  return t;
}

const EN_TARGET =
  "(?:target )?(up to )?(\\w+) (?:of )?(?:target )?(your opponent's|your) (?:(upped) )?SIGNI(?: with (?:power (\\d+) or (less|more)|level (\\d+) or less))?";

/** Reads EN_TARGET's groups, which start at group `at` of the match. */
function enTarget(m: RegExpExecArray, at = 1): WxTarget | null {
  const g = (i: number) => m[at + i];
  const count = num(g(1));
  if (!Number.isInteger(count) || count < 1) return null;
  const t: WxTarget = { side: g(2) === "your" ? "you" : "opponent", count };
  if (g(0)) t.upTo = true;
  if (g(3)) t.up = true;
  if (g(4)) {
    if (g(5) === "less") t.maxPower = Number(g(4));
    else t.minPower = Number(g(4));
  }
  if (g(6)) t.maxLevel = Number(g(6));
  return t;
}

const RULES: [RegExp, Reader][] = [
  [/^カードを(\d+)枚引く$/, (m) => ({ op: "draw", n: Number(m[1]) })],
  [/^【エナチャージ(\d+)】(?:をする)?$/, (m) => ({ op: "enerCharge", n: Number(m[1]) })],
  [new RegExp(`^${JP_TARGET}(?:それら?を)バニッシュする$`), (m) => ({ op: "banish", target: jpTarget(m) })],
  [new RegExp(`^${JP_TARGET}(?:それら?を)手札に戻す$`), (m) => ({ op: "bounce", target: jpTarget(m) })],
  [new RegExp(`^${JP_TARGET}(?:それら?を)ダウンする$`), (m) => ({ op: "down", target: jpTarget(m) })],
  [
    new RegExp(`^${JP_TARGET}(?:それら?を)ダウンし凍結する$`),
    (m) => ({ op: "down", target: jpTarget(m), freeze: true }),
  ],
  [
    new RegExp(`^${JP_TARGET}(?:それら?を)凍結する$`),
    (m) => ({ op: "down", target: jpTarget(m), freeze: true, keepUp: true }),
  ],
  [new RegExp(`^${JP_TARGET}(?:それら?を)トラッシュに置く$`), (m) => ({ op: "trash", target: jpTarget(m) })],
  [
    new RegExp(`^${JP_TARGET}ターン終了時まで、それら?のパワーを([+-]\\d+)する$`),
    (m) => ({ op: "power", amount: Number(m[8]), target: jpTarget(m) }),
  ],
  [/^あなたのデッキの上からカードを(\d+)枚トラッシュに置く$/, (m) => ({ op: "mill", n: Number(m[1]) })],
  [
    /^(対戦相手|あなた)は手札を(\d+)枚捨てる$/,
    (m) => ({ op: "discard", side: m[1] === "あなた" ? "you" : "opponent", n: Number(m[2]) }),
  ],
  [
    /^あなたのトラッシュから(?:レベル(\d+)以下の)?シグニ(\d+)枚を対象とし、(?:それを)(手札に加える|場に出す)$/,
    (m) =>
      m[3] === "手札に加える"
        ? { op: "toHand", from: "trash", n: Number(m[2]) }
        : { op: "putOntoField", from: "trash", n: Number(m[2]), ...(m[1] ? { maxLevel: Number(m[1]) } : {}) },
  ],
  [
    /^対戦相手のライフクロス(\d+)枚をクラッシュする$/,
    (m) => ({ op: "crush", side: "opponent", n: Number(m[1]) }),
  ],
  // English
  [/^draw (a|\w+) cards?$/i, (m) => ({ op: "draw", n: num(m[1]) })],
  [/^\[?ener charge (\d+)\]?$/i, (m) => ({ op: "enerCharge", n: Number(m[1]) })],
  [
    new RegExp(`^(banish|return|down) ${EN_TARGET}(?: to (?:its|their) owner's hand)?$`, "i"),
    (m) => {
      const t = enTarget(m, 2);
      const verb = m[1]!.toLowerCase();
      if (!t) return null;
      return verb === "banish"
        ? { op: "banish", target: t }
        : verb === "return"
          ? { op: "bounce", target: t }
          : { op: "down", target: t };
    },
  ],
  [
    new RegExp(`^${EN_TARGET} gets? ([+-]\\d+) power until end of turn$`, "i"),
    (m) => {
      const t = enTarget(m);
      return t ? { op: "power", amount: Number(m[8]), target: t } : null;
    },
  ],
  [
    /^put the top (\d+) cards? of your deck into (?:the|your) trash$/i,
    (m) => ({ op: "mill", n: Number(m[1]) }),
  ],
  [/^your opponent discards (a|\w+) cards?$/i, (m) => ({ op: "discard", side: "opponent", n: num(m[1]) })],
  [
    /^(?:add|put) (?:a|1|one) (?:level (\d+) or less )?SIGNI from your trash (?:to your hand|onto (?:the|your) field)$/i,
    (m) =>
      /hand$/i.test(m[0])
        ? { op: "toHand", from: "trash", n: 1 }
        : { op: "putOntoField", from: "trash", n: 1, ...(m[1] ? { maxLevel: Number(m[1]) } : {}) },
  ],
];

export function readWxEffect(sentence: string): WxOp | null {
  const s = sentence.trim().replace(/[。.]$/, "");
  for (const [re, read] of RULES) {
    re.lastIndex = 0;
    const m = re.exec(s);
    if (m) {
      const op = read(m);
      if (op) return op;
    }
  }
  return null;
}
