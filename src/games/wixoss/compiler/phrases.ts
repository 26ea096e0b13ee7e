/**
 * The noun phrases of WIXOSS Japanese card text: which SIGNI a target names (対戦相手のパワー
 * 5000以下のシグニ1体), which cards of a zone (《ガードアイコン》を持たないレベル2以下のシグニ), a
 * cost (《赤》《無》, 《ダウン》, 手札を1枚捨てる), a condition (あなたの手札が3枚以上あるかぎり).
 * Each reader takes the start of a string and returns what it read and the rest, or null.
 */
import type { WxCardFilter, WxCondition, WxCost, WxTarget } from "../cards.ts";

export const JP_COLORS: Record<string, string> = {
  白: "White",
  赤: "Red",
  青: "Blue",
  緑: "Green",
  黒: "Black",
  無: "Colorless",
};

/** ＜天使＞か＜悪魔＞ → the class names. */
function classes(text: string): { classes: string[]; rest: string } | null {
  const m = /^＜([^＞]+)＞((?:か＜[^＞]+＞)*)/.exec(text);
  if (!m) return null;
  const more = [...m[2]!.matchAll(/＜([^＞]+)＞/g)].map((x) => x[1]!);
  return { classes: [m[1]!, ...more], rest: text.slice(m[0].length) };
}

interface Qualities {
  maxPower?: number;
  minPower?: number;
  maxLevel?: number;
  minLevel?: number;
  level?: number;
  up?: boolean;
  down?: boolean;
  colors?: string[];
  classes?: string[];
  guard?: boolean;
  all?: boolean;
}

/** The qualities before シグニ: パワーN以下の, レベルNの, アップ状態の, 赤の, ＜天使＞の, すべての ... */
function qualities(text: string): { q: Qualities; rest: string } {
  const q: Qualities = {};
  let rest = text;
  for (;;) {
    let m: RegExpExecArray | null;
    if ((m = /^パワー(\d+)(以下|以上)の/.exec(rest))) {
      if (m[2] === "以下") q.maxPower = Number(m[1]);
      else q.minPower = Number(m[1]);
    } else if ((m = /^レベル(\d+)(以下|以上)?の/.exec(rest))) {
      if (m[2] === "以下") q.maxLevel = Number(m[1]);
      else if (m[2] === "以上") q.minLevel = Number(m[1]);
      else q.level = Number(m[1]);
    } else if ((m = /^(アップ|ダウン)状態の/.exec(rest))) {
      if (m[1] === "アップ") q.up = true;
      else q.down = true;
    } else if ((m = /^([白赤青緑黒])の/.exec(rest))) {
      q.colors = [JP_COLORS[m[1]!]!];
    } else if ((m = /^《ガードアイコン》を(持たない|持つ)/.exec(rest))) {
      q.guard = m[1] === "持つ";
    } else if ((m = /^すべての/.exec(rest))) {
      q.all = true;
    } else {
      const c = classes(rest);
      if (c && c.rest.startsWith("の")) {
        q.classes = c.classes;
        rest = c.rest.slice(1);
        continue;
      }
      return { q, rest };
    }
    rest = rest.slice(m[0].length);
  }
}

/**
 * A SIGNI target: `(対戦相手|あなた)の` [qualities] `シグニ` [`N体` [`まで`]]. Without a count it
 * is every SIGNI that fits only after すべての; otherwise null.
 */
export function readSigniTarget(text: string): { target: WxTarget; rest: string } | null {
  const side = /^(対戦相手|あなた)の/.exec(text);
  let rest = side ? text.slice(side[0].length) : text;
  const { q, rest: afterQ } = qualities(rest);
  if (q.guard !== undefined) return null;
  rest = afterQ;
  if (!rest.startsWith("シグニ")) return null;
  rest = rest.slice(3);
  const count = /^(\d+)体(まで)?/.exec(rest);
  if (!count && !q.all) return null;
  if (count && q.all) return null;
  const t: WxTarget = {
    side: side ? (side[1] === "あなた" ? "you" : "opponent") : "any",
    count: count ? Number(count[1]) : "all",
  };
  if (count) rest = rest.slice(count[0].length);
  if (count?.[2]) t.upTo = true;
  if (q.maxPower !== undefined) t.maxPower = q.maxPower;
  if (q.minPower !== undefined) t.minPower = q.minPower;
  if (q.maxLevel !== undefined) t.maxLevel = q.maxLevel;
  if (q.minLevel !== undefined) t.minLevel = q.minLevel;
  if (q.level !== undefined) t.level = q.level;
  if (q.up) t.up = true;
  if (q.down) t.down = true;
  if (q.colors) t.colors = q.colors;
  if (q.classes) t.classes = q.classes;
  return { target: t, rest };
}

/** Cards of a zone: [qualities] `(シグニ|カード)` `を`? `N枚` [`まで`]. */
export function readCardPick(
  text: string,
): { filter: WxCardFilter; n: number; upTo: boolean; rest: string } | null {
  const { q, rest: afterQ } = qualities(text);
  if (
    q.all ||
    q.up ||
    q.down ||
    q.maxPower !== undefined ||
    q.minPower !== undefined ||
    q.minLevel !== undefined
  )
    return null;
  const any = /^(?:(シグニ|カード)を)?好きな枚数/.exec(afterQ);
  const m = any
    ? ([any[0], any[1], "99", "まで"] as unknown as RegExpExecArray)
    : /^(シグニ|カード)?を?(\d+)枚(まで)?/.exec(afterQ);
  if (!m) return null;
  if (!m[1] && Object.keys(q).length > 0) return null;
  const filter: WxCardFilter = { signi: m[1] === "シグニ" };
  if (q.maxLevel !== undefined) filter.maxLevel = q.maxLevel;
  if (q.level !== undefined) filter.level = q.level;
  if (q.colors) filter.colors = q.colors;
  if (q.classes) filter.classes = q.classes;
  if (q.guard !== undefined) filter.guard = q.guard;
  return { filter, n: Number(m[2]), upTo: m[3] !== undefined, rest: afterQ.slice(m[0].length) };
}

/**
 * A cost as printed before the colon of an ability: 《白》《無×2》 ener, 《ダウン》, 手札をN枚捨てる,
 * このシグニを場からトラッシュに置く, and 《ターンN回》 (once per turn, returned apart).
 */
export function readCost(text: string): { cost: WxCost; oncePerTurn: boolean } | null {
  const cost: WxCost = {};
  let once = false;
  let rest = text.trim();
  while (rest) {
    let m: RegExpExecArray | null;
    if ((m = /^《ターン1回》/.exec(rest))) once = true;
    else if ((m = /^《ダウン》/.exec(rest))) cost.down = true;
    else if ((m = /^《([白赤青緑黒無])(?:×(\d+))?》/.exec(rest)))
      cost.ener = [...(cost.ener ?? []), ...Array<string>(Number(m[2] ?? 1)).fill(JP_COLORS[m[1]!]!)];
    else if ((m = /^手札を(\d+)枚捨てる/.exec(rest))) cost.discard = (cost.discard ?? 0) + Number(m[1]);
    else if ((m = /^このシグニを場からトラッシュに置く/.exec(rest))) cost.trashSelf = true;
    else if ((m = /^《コインアイコン》/.exec(rest))) cost.coins = (cost.coins ?? 0) + 1;
    else return null;
    rest = rest.slice(m[0].length).replace(/^[、と]/, "");
  }
  return { cost, oncePerTurn: once };
}

/** A cost inside an effect, before てもよい / 支払ってもよい: 手札をN枚捨て, 《無》を支払っ. */
export function readOptionalCost(text: string): WxCost | null {
  let m = /^手札を(\d+)枚捨て$/.exec(text);
  if (m) return { discard: Number(m[1]) };
  m = /^((?:《[白赤青緑黒無](?:×\d+)?》)+)を支払っ$/.exec(text);
  if (m) return readCost(m[1]!)?.cost ?? null;
  if (text === "このシグニをダウンし") return { down: true };
  return null;
}

/** A condition of a constant ability, before `かぎり、` / `間、` (or the 《相手ターン》 icon). */
export function readCondition(text: string): WxCondition | null {
  let m: RegExpExecArray | null;
  if (text === "あなたのターンの間") return { kind: "yourTurn" };
  if (text === "対戦相手のターンの間") return { kind: "opponentTurn" };
  if (text === "このシグニが中央のシグニゾーンにある") return { kind: "centerZone" };
  if ((m = /^あなたの手札が(\d+)枚以上ある$/.exec(text))) return { kind: "handAtLeast", n: Number(m[1]) };
  if ((m = /^あなたのトラッシュに(カード|スペル)が(\d+)枚以上ある$/.exec(text)))
    return { kind: "trashAtLeast", n: Number(m[2]), spells: m[1] === "スペル" };
  if ((m = /^あなたのライフクロスが(\d+)枚以下の場合$/.exec(text)))
    return { kind: "lifeAtMost", n: Number(m[1]) };
  if (text === "あなたの場にレゾナがある") return { kind: "resonaOnField" };
  if (text === "あなたのトラッシュにスペルがある") return { kind: "trashAtLeast", n: 1, spells: true };
  if ((m = /^あなたのセンタールリグがレベル(\d+)以上である$/.exec(text)))
    return { kind: "lrigLevelAtLeast", n: Number(m[1]) };
  if ((m = /^あなたの場に(他の)?(.*?)シグニが(?:合計)?(?:(\d+)体(?:以上)?)?ある$/.exec(text))) {
    const { q, rest } = qualities(m[2]!);
    if (rest !== "" || Object.keys(q).some((k) => k !== "colors" && k !== "classes")) return null;
    return {
      kind: "signiOnField",
      n: Number(m[3] ?? 1),
      classes: q.classes ?? [],
      colors: q.colors ?? [],
      other: m[1] !== undefined,
    };
  }
  return null;
}
