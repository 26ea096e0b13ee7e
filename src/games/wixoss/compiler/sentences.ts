/**
 * More one-sentence templates of WIXOSS Japanese text, built from the phrase readers: a target
 * and what happens to it, changes until end of turn to all SIGNI or to this one, abilities
 * gained until end of turn, cards taken from the trash or ener zone, the top of the deck.
 * Null when the sentence is not one of them.
 */
import type { WxGained, WxOp, WxTarget } from "../cards.ts";
import { readCardPick, readSigniTarget } from "./phrases.ts";

/** What happens to "it" (それ / それら) once targeted. */
function verbOn(target: WxTarget, verb: string): WxOp | null {
  switch (verb) {
    case "バニッシュする":
      return { op: "banish", target };
    case "手札に戻す":
      return { op: "bounce", target };
    case "ダウンする":
      return { op: "down", target };
    case "ダウンし凍結する":
      return { op: "down", target, freeze: true };
    case "凍結する":
      return { op: "down", target, freeze: true, keepUp: true };
    case "トラッシュに置く":
      return { op: "trash", target };
    case "エナゾーンに置く":
      return { op: "move", target, to: "ener" };
    case "デッキの一番下に置く":
      return { op: "move", target, to: "deckBottom" };
  }
  const lasting = /^次の対戦相手のターン終了時まで、(?:それら?の)?パワーを([+-]\d+)する$/.exec(verb);
  if (lasting) return { op: "powerLasting", amount: Number(lasting[1]), target };
  const power = /^ターン終了時まで、(?:それら?の)?パワーを([+-]\d+)する$/.exec(verb);
  if (power) return { op: "power", amount: Number(power[1]), target };
  const gained = /^ターン終了時まで、(?:それら?は)?(.+)を得る$/.exec(verb);
  const what = gained ? GAINED[gained[1]!] : undefined;
  if (what) return { op: "gain", target, what };
  return null;
}

const GAINED: Record<string, WxGained> = {
  "「【常】：アタックできない。」": "cantAttack",
  "【ランサー】": "lancer",
  "【ダブルクラッシュ】": "doubleCrush",
  "【アサシン】": "assassin",
  "【シャドウ】": "shadow",
};

/** `{target}を対象とし、それを{verb}` or, for すべての, `{target}を{verb}` / `ターン終了時まで、{target}のパワーを±Nする`. */
function targeted(s: string): WxOp | null {
  const lasting = /^次の対戦相手のターン終了時まで、このシグニのパワーを([+-]\d+)する$/.exec(s);
  if (lasting)
    return { op: "powerLasting", amount: Number(lasting[1]), target: { side: "you", count: 1, self: true } };
  const untilEnd = /^ターン終了時まで、(.+)$/.exec(s);
  if (untilEnd) {
    const self = /^このシグニ(?:のパワーを([+-]\d+)する|は(.+)を得る)$/.exec(untilEnd[1]!);
    if (self) {
      if (self[1])
        return { op: "power", amount: Number(self[1]), target: { side: "you", count: 1, self: true } };
      const what = GAINED[self[2]!];
      return what ? { op: "gain", target: "self", what } : null;
    }
    const lrig = /^あなたのセンタールリグは(.+)を得る$/.exec(untilEnd[1]!);
    if (lrig) {
      const what = GAINED[lrig[1]!];
      return what ? { op: "gain", target: "yourLrig", what } : null;
    }
    const t = readSigniTarget(untilEnd[1]!);
    if (!t || t.target.count !== "all") return null;
    const power = /^のパワーを([+-]\d+)する$/.exec(t.rest);
    return power ? { op: "power", amount: Number(power[1]), target: t.target } : null;
  }
  const lrig = /^対戦相手の(?:センター)?ルリグ1体を対象とし、(.+)$/.exec(s);
  if (lrig) {
    const how = /^それを(ダウンする|凍結する|ダウンし凍結する)$/.exec(lrig[1]!);
    if (how) return { op: "downLrig", freeze: how[1] !== "ダウンする", keepUp: how[1] === "凍結する" };
    const what = /^ターン終了時まで、それは(.+)を得る$/.exec(lrig[1]!);
    if (what && GAINED[what[1]!] === "cantAttack")
      return { op: "gain", target: "opponentLrig", what: "cantAttack" };
    return null;
  }
  const t = readSigniTarget(s);
  if (!t) return null;
  if (t.target.count === "all") {
    const m = /^を(.+)$/.exec(t.rest);
    return m ? verbOn(t.target, m[1]!) : null;
  }
  const m = /^を対象とし、(?:それら?を)?(.+)$/.exec(t.rest);
  return m ? verbOn(t.target, m[1]!) : null;
}

/** `あなたの(トラッシュ|エナゾーン)から{cards}を対象とし、それ(ら)を(手札に加える|場に出す|手札に加えるか場に出す)`. */
function fromZone(s: string): WxOp | null {
  const m = /^あなたの(トラッシュ|エナゾーン)から(.+)$/.exec(s);
  if (!m) return null;
  const pick = readCardPick(m[2]!);
  if (!pick) return null;
  const to = /^を?対象とし、それら?を(手札に加える|場に出す|手札に加えるか場に出す)$/.exec(pick.rest);
  if (!to) return null;
  if (to[1] !== "手札に加える" && !pick.filter.signi) return null;
  return {
    op: "fetch",
    from: m[1] === "トラッシュ" ? "trash" : "ener",
    filter: pick.filter,
    n: pick.n,
    upTo: pick.upTo,
    to: to[1] === "手札に加える" ? "hand" : to[1] === "場に出す" ? "field" : "handOrField",
  };
}

const PLAIN: [RegExp, (m: RegExpExecArray) => WxOp][] = [
  [/^あなたのデッキの一番上のカードをエナゾーンに置く$/, () => ({ op: "enerCharge", n: 1 })],
  [/^あなたのデッキの上からカードを(\d+)枚エナゾーンに置く$/, (m) => ({ op: "enerCharge", n: Number(m[1]) })],
  [/^あなたのデッキの一番上のカードをトラッシュに置く$/, () => ({ op: "mill", n: 1 })],
  [
    /^対戦相手のデッキの上からカードを(\d+)枚トラッシュに置く$/,
    (m) => ({ op: "millSide", side: "opponent", n: Number(m[1]) }),
  ],
  [
    /^各プレイヤーは自分のデッキの上からカードを(\d+)枚トラッシュに置く$/,
    (m) => ({ op: "millSide", side: "any", n: Number(m[1]) }),
  ],
  [/^あなたのデッキの一番上のカードをライフクロスに加える$/, () => ({ op: "addLife", n: 1 })],
  [/^手札を(\d+)枚捨てる$/, (m) => ({ op: "discard", side: "you", n: Number(m[1]) })],
  [/^あなたのライフクロス(\d+)枚をクラッシュする$/, (m) => ({ op: "crush", side: "you", n: Number(m[1]) })],
  [
    /^((?:《コインアイコン》)+)を得る$/,
    (m) => ({ op: "gainCoins", n: m[1]!.length / "《コインアイコン》".length }),
  ],
  [
    /^このターン、次にあなたが(?:(シグニ|ルリグ)によって)?ダメージを受ける場合、代わりにダメージを受けない$/,
    (m) => ({ op: "preventDamage", from: m[1] === "シグニ" ? "signi" : m[1] === "ルリグ" ? "lrig" : "any" }),
  ],
  [
    /^対戦相手の手札を(\d+)枚見ないで選び、捨てさせる$/,
    (m) => ({ op: "discardPicked", n: Number(m[1]), looking: false }),
  ],
  [
    /^対戦相手の手札を見て(\d+)枚選び、捨てさせる$/,
    (m) => ({ op: "discardPicked", n: Number(m[1]), looking: true }),
  ],
];

/** Sentences that are two operations joined by a verb's 連用形: "discard, then draw", "draw and Ener Charge". */
export function readJoined(s: string): WxOp[] | null {
  let m = /^カードを(\d+)枚引き、手札を(\d+)枚捨てる$/.exec(s);
  if (m)
    return [
      { op: "draw", n: Number(m[1]) },
      { op: "discard", side: "you", n: Number(m[2]) },
    ];
  m = /^手札を(\d+)枚捨て、カードを(\d+)枚引く$/.exec(s);
  if (m)
    return [
      { op: "discard", side: "you", n: Number(m[1]) },
      { op: "draw", n: Number(m[2]) },
    ];
  m = /^カードを(\d+)枚引き、?【エナチャージ(\d+)】をする$/.exec(s);
  if (m)
    return [
      { op: "draw", n: Number(m[1]) },
      { op: "enerCharge", n: Number(m[2]) },
    ];
  m = /^カードを(\d+)枚引き、対戦相手は手札を(\d+)枚捨てる$/.exec(s);
  if (m)
    return [
      { op: "draw", n: Number(m[1]) },
      { op: "discard", side: "opponent", n: Number(m[2]) },
    ];
  m = /^カードを(\d+)枚引くか【エナチャージ(\d+)】をする$/.exec(s);
  if (m)
    return [
      {
        op: "choose",
        n: 1,
        upTo: false,
        options: [[{ op: "draw", n: Number(m[1]) }], [{ op: "enerCharge", n: Number(m[2]) }]],
      },
    ];
  return null;
}

export function readMoreSentence(s: string): WxOp | null {
  for (const [re, read] of PLAIN) {
    const m = re.exec(s);
    if (m) return read(m);
  }
  return targeted(s) ?? fromZone(s);
}
