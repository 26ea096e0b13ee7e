/**
 * The WIXOSS card-text compiler: effect text as printed in Japanese (【出】, 【自】, 【常】,
 * 【起】, the Life Burst text) or in English ([Enter], [Auto], [Constant], [Action],
 * [Life Burst]) read into the engine's abilities. What it can't read is returned as unread,
 * and the whole ability is left out rather than half-run.
 */
import type { WxAbility, WxCardDef, WxLookRest, WxOp, WxTrigger } from "../cards.ts";
import { readWxEffect } from "./effects.ts";
import { readCardPick, readCondition, readCost, readOptionalCost } from "./phrases.ts";
import { readWxConstant } from "./constants.ts";
import { readJoined, readMoreSentence } from "./sentences.ts";

export interface WxCompiled {
  unread: string[];
  notExecutable: string[];
}

/** Half-width digits and signs, no reminder text in parentheses, English markers as Japanese ones. */
export function normalizeWx(text: string): string {
  return (
    text
      .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
      .replace(/[＋]/g, "+")
      .replace(/[－−]/g, "-")
      // A keyword's own parentheses (【シャドウ（レベル2以下）】) are part of it, not reminder text.
      .replace(/【([^】（]*)（([^）]*)）】/g, "【$1〔$2〕】")
      .replace(/（[^）]*）|\([^)]*\)/g, "")
      .replace(/\[(enter|on play)\]\s*:?/gi, "【出】：")
      .replace(/\[auto\]\s*:?/gi, "【自】：")
      .replace(/\[(constant|const)\]\s*:?/gi, "【常】：")
      .replace(/\[action\]\s*:?/gi, "【起】：")
      .replace(/\[(lancer|double crush|assassin|guard)\]/gi, (_, k: string) => `【${k.toLowerCase()}】`)
      .trim()
  );
}

const KEYWORDS: Record<
  string,
  keyof Pick<WxCardDef, "lancer" | "doubleCrush" | "assassin" | "guard" | "multiEner">
> = {
  マルチエナ: "multiEner",
  "multi ener": "multiEner",
  ランサー: "lancer",
  lancer: "lancer",
  ダブルクラッシュ: "doubleCrush",
  "double crush": "doubleCrush",
  アサシン: "assassin",
  assassin: "assassin",
  ガード: "guard",
  guard: "guard",
};

interface TriggerForm {
  re: RegExp;
  trigger: WxTrigger;
  watch?: WxAbility["watch"];
  label: string;
}

const TRIGGERS: TriggerForm[] = [
  {
    re: /^このシグニがバニッシュされたとき、|^when this SIGNI is banished, /i,
    trigger: "onBanished",
    label: "When banished",
  },
  {
    re: /^この(?:シグニ|ルリグ)がアタックしたとき、|^when this (?:SIGNI|LRIG) attacks, /i,
    trigger: "onAttack",
    label: "When it attacks",
  },
  {
    re: /^対戦相手のシグニ(?:1体)?がバニッシュされたとき、|^when (?:a|one) of your opponent's SIGNI is banished, /i,
    trigger: "anyBanished",
    watch: { side: "opponent", other: true },
    label: "When an opponent's SIGNI is banished",
  },
  {
    re: /^あなたの他のシグニ(?:1体)?がバニッシュされたとき、|^when another of your SIGNI is banished, /i,
    trigger: "anyBanished",
    watch: { side: "you", other: true },
    label: "When another of your SIGNI is banished",
  },
  {
    re: /^あなたのターン終了時、|^at the end of your turn, /i,
    trigger: "turnEnd",
    label: "At the end of your turn",
  },
  {
    re: /^あなたのアタックフェイズ開始時、|^at the beginning of your attack phase, /i,
    trigger: "attackPhase",
    label: "At the start of your attack phase",
  },
  {
    re: /^あなたのアップフェイズ開始時、|^at the beginning of your up phase, /i,
    trigger: "turnStart",
    label: "At the start of your turn",
  },
];

/** Sentences split after 。 (or a period), but never inside 「...」 (an ability a card gains). */
export function sentencesOf(body: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = "";
  for (const ch of body) {
    cur += ch;
    if (ch === "「" || ch === "『") depth++;
    else if (ch === "」" || ch === "』") depth = Math.max(0, depth - 1);
    else if (depth === 0 && (ch === "。" || ch === ".")) {
      out.push(cur.trim());
      cur = "";
    }
  }
  if (cur.trim()) out.push(cur.trim());
  return out.filter(Boolean);
}

const strip = (x: string) => x.trim().replace(/[。.]$/, "");

function readOne(sentence: string): WxOp[] | null {
  // "その後、X" (then X) is X after what came before.
  const s = sentence.replace(/^その後、/, "");
  const cond = /^(.+?の場合)、(?:追加で)?(.+)$/.exec(strip(s));
  const when = cond ? readCondition(cond[1]!) : null;
  if (cond && when) {
    const then = readOne(cond[2]!);
    return then ? [{ op: "ifThen", when, then }] : null;
  }
  const joined = readJoined(strip(s));
  if (joined) return joined;
  const op = readWxEffect(s) ?? readMoreSentence(strip(s));
  return op ? [op] : null;
}

const LOOK_REST: Record<string, WxLookRest> = {
  好きな順番でデッキの一番下に置く: "deckBottom",
  好きな順番でデッキの一番上に戻す: "deckTop",
  シャッフルしてデッキの一番下に置く: "shuffleBottom",
  トラッシュに置く: "trash",
};

/** "Look at the top N cards" and what its next sentence (or two) does with them; how many sentences it used. */
function readLook(sentences: string[], i: number): { op: WxOp; used: number } | null {
  const head = /^あなたのデッキの上からカードを(\d+)枚見る$/.exec(strip(sentences[i]!));
  const next = sentences[i + 1] ? strip(sentences[i + 1]!) : undefined;
  if (!head || !next) return null;
  const n = Number(head[1]);
  const reorder = /^(?:それらを|残りを)?(好きな順番でデッキの一番上に戻す)$/.exec(next);
  if (reorder) return { op: { op: "look", n, pick: null, rest: "deckTop" }, used: 2 };
  const from = /^その中から(.+)$/.exec(next);
  const pick = from ? readCardPick(from[1]!) : null;
  if (!pick) return null;
  const m =
    /^を?(?:公開し)?(手札に加え|場に出し|手札に加えるか場に出し|トラッシュに置き|エナゾーンに置き)(?:る)?(?:、残りを(.+))?$/.exec(
      pick.rest,
    );
  if (!m) return null;
  let restText = m[2];
  let used = 2;
  if (restText === undefined) {
    const third = sentences[i + 2] ? /^残りを(.+)$/.exec(strip(sentences[i + 2]!)) : null;
    if (!third) return null;
    restText = third[1]!;
    used = 3;
  }
  const rest = LOOK_REST[restText];
  if (!rest) return null;
  const TO = {
    手札に加え: "hand",
    場に出し: "field",
    手札に加えるか場に出し: "handOrField",
    トラッシュに置き: "trash",
    エナゾーンに置き: "ener",
  } as const;
  const to = TO[m[1] as keyof typeof TO];
  if ((to === "field" || to === "handOrField") && !pick.filter.signi) return null;
  return {
    op: { op: "look", n, pick: { filter: pick.filter, n: pick.n, upTo: pick.upTo, to }, rest },
    used,
  };
}

/** "[target を対象とし、]cost てもよい。そうした場合、…": the player may pay; what follows only if they do. */
function readMayPay(sentences: string[], i: number): { op: WxOp; used: number } | null {
  const m = /^(.*?を対象とし、)?(.+?)て?もよい$/.exec(strip(sentences[i]!));
  const next = sentences[i + 1] ? /^そうした場合、(.+)$/.exec(strip(sentences[i + 1]!)) : null;
  if (!m || !next) return null;
  const cost = readOptionalCost(m[2]!);
  if (!cost) return null;
  const then = readOne(`${m[1] ?? ""}${next[1]!}`);
  if (!then) return null;
  return { op: { op: "mayPay", cost, then }, used: 2 };
}

/** "Choose N of the following. ①… ②… ③…": the ways run to the end of the effect. */
function readChoice(body: string): { before: string; op: WxOp } | null {
  const m = /(以下の(\d)つから(\d)つ(?:を|(まで))選ぶ|どちらか(1)つを選ぶ)。(①.+)$/s.exec(body);
  if (!m) return null;
  const ways = m[6]!
    .split(/[①②③④⑤]/)
    .map((x) => x.trim())
    .filter(Boolean);
  if (m[2] && ways.length !== Number(m[2])) return null;
  const options = ways.map((w) => readWxBody(w));
  if (options.some((o) => o === null)) return null;
  return {
    before: body.slice(0, m.index),
    op: { op: "choose", n: Number(m[3] ?? m[5]), upTo: m[4] !== undefined, options: options as WxOp[][] },
  };
}

/** The sentences of an effect, in order, as operations; null when one can't be read. */
export function readWxBody(body: string): WxOp[] | null {
  const modal = /^(?:choose one[.:]\s*)①(.+?)②(.+)$/is.exec(body.trim());
  if (modal) {
    const options = [modal[1]!, modal[2]!].map((x) => readWxBody(x));
    if (options.some((o) => o === null)) return null;
    return [{ op: "modal", options: options as WxOp[][] }];
  }
  const choice = readChoice(body.trim());
  if (choice) {
    const before = choice.before.trim() ? readWxBody(choice.before) : [];
    return before ? [...before, choice.op] : null;
  }
  const ops: WxOp[] = [];
  const sentences = sentencesOf(body);
  if (sentences.length === 0) return null;
  for (let i = 0; i < sentences.length; i++) {
    const multi = readLook(sentences, i) ?? readMayPay(sentences, i);
    if (multi) {
      ops.push(multi.op);
      i += multi.used - 1;
      continue;
    }
    const one = readOne(sentences[i]!);
    if (!one) return null;
    ops.push(...one);
  }
  return ops;
}

/**
 * The abilities of an effect text, each starting at its 【出】【自】【常】【起】 marker; a marker
 * inside quotes 「...」 (an ability a card gives) belongs to the ability around it.
 */
function abilities(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "「") depth++;
    else if (ch === "」") depth = Math.max(0, depth - 1);
    else if (
      depth === 0 &&
      i > start &&
      /[。.」】\n]\s*$/.test(text.slice(start, i)) &&
      /^【(?:出|自|常|起)】/.test(text.slice(i, i + 3))
    ) {
      out.push(text.slice(start, i));
      start = i;
    }
  }
  out.push(text.slice(start));
  return out.map((x) => x.trim()).filter(Boolean);
}

export function compileWxText(effect: string, burst: string, def: WxCardDef): WxCompiled {
  const unread: string[] = [];
  const notExecutable: string[] = [];
  const text = normalizeWx(effect === "-" ? "" : effect);
  for (const part of abilities(text)) {
    const kw = /^(?:【常】：?)?【([^】]+)】[。.]?$/.exec(part);
    if (kw && kw[1] === "シャドウ") {
      def.constants.push({ kind: "keyword", what: "shadow" });
      continue;
    }
    if (kw && KEYWORDS[kw[1]!.toLowerCase()]) {
      def[KEYWORDS[kw[1]!.toLowerCase()]!] = true;
      continue;
    }
    const marker = /^【(出|自|常|起)】(.*?)[：:](.*)$/s.exec(part);
    if (!marker) {
      // A spell's or ARTS's effect has no marker.
      const ops =
        (def.type === "Spell" || def.type === "ARTS") && !part.startsWith("【") ? readWxBody(part) : null;
      if (ops) def.effect.push(...ops);
      else unread.push(part);
      continue;
    }
    const [, kind, costText, rest] = marker;
    const turnIcon = /^《(相手|自分)ターン》$/.exec(costText!.trim());
    if (kind === "常" && turnIcon) {
      const when = turnIcon[1] === "相手" ? ("opponentTurn" as const) : ("yourTurn" as const);
      if (!readWxConstant(rest!.trim(), def, { kind: when })) unread.push(part);
      continue;
    }
    const paid = readCost(costText!);
    if (!paid) {
      unread.push(part);
      continue;
    }
    const hasCost = Object.keys(paid.cost).length > 0;
    if (kind === "常") {
      if (hasCost || paid.oncePerTurn || !readWxConstant(rest!.trim(), def)) unread.push(part);
      continue;
    }
    if (kind === "起") {
      const ops = readWxBody(rest!.trim());
      if (!ops) {
        unread.push(part);
        continue;
      }
      def.activated.push({
        id: `${def.code}/act${def.activated.length + 1}`,
        label: `${costText!.trim()}: ${rest!.trim()}`,
        cost: paid.cost,
        ops,
        ...(paid.oncePerTurn ? { oncePerTurn: true } : {}),
      });
      continue;
    }
    let trigger: WxTrigger = "onPlay";
    let body = rest!.trim();
    let form: TriggerForm | undefined;
    if (kind === "自") {
      form = TRIGGERS.find((t) => t.re.test(body));
      if (!form) {
        unread.push(part);
        continue;
      }
      trigger = form.trigger;
      body = body.replace(form.re, "");
    }
    const optional = /してもよい。?$|^you may /i.test(body);
    const ops = readWxBody(body.replace(/^you may /i, ""));
    if (!ops || optional) {
      unread.push(part);
      continue;
    }
    const ability: WxAbility = {
      id: `${def.code}/${def.abilities.length + 1}`,
      label: `${form?.label ?? "On play"}: ${body}`,
      trigger,
      ops,
    };
    if (form?.watch) ability.watch = form.watch;
    if (hasCost) ability.cost = paid.cost;
    if (paid.oncePerTurn) ability.oncePerTurn = true;
    def.abilities.push(ability);
  }
  const b = normalizeWx(burst === "-" ? "" : burst).replace(/^[：:]\s*/, "");
  if (b) {
    def.lifeBurst = true;
    const ops = readWxBody(b);
    if (ops) def.burst.push(...ops);
    else unread.push(`ライフバースト：${b}`);
  }
  return { unread, notExecutable };
}
