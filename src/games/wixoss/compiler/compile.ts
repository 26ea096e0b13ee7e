/**
 * The WIXOSS card-text compiler: effect text as printed in Japanese (【出】, 【自】, 【常】,
 * 【起】, the Life Burst text) or in English ([Enter], [Auto], [Constant], [Action],
 * [Life Burst]) read into the engine's abilities. What it can't read is returned as unread,
 * and the whole ability is left out rather than half-run.
 */
import type { WxAbility, WxCardDef, WxOp, WxTrigger } from "../cards.ts";
import { readWxEffect } from "./effects.ts";

export interface WxCompiled {
  unread: string[];
  notExecutable: string[];
}

/** Half-width digits and signs, no reminder text in parentheses, English markers as Japanese ones. */
export function normalizeWx(text: string): string {
  return text
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[＋]/g, "+")
    .replace(/[－−]/g, "-")
    .replace(/（[^）]*）|\([^)]*\)/g, "")
    .replace(/\[(enter|on play)\]\s*:?/gi, "【出】：")
    .replace(/\[auto\]\s*:?/gi, "【自】：")
    .replace(/\[(constant|const)\]\s*:?/gi, "【常】：")
    .replace(/\[action\]\s*:?/gi, "【起】：")
    .replace(/\[(lancer|double crush|assassin|guard)\]/gi, (_, k: string) => `【${k.toLowerCase()}】`)
    .trim();
}

const KEYWORDS: Record<string, keyof Pick<WxCardDef, "lancer" | "doubleCrush" | "assassin" | "guard">> = {
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
    re: /^あなたのアップフェイズ開始時、|^at the beginning of your up phase, /i,
    trigger: "turnStart",
    label: "At the start of your turn",
  },
];

/** The sentences of an effect, in order, as operations; null when one can't be read. */
export function readWxBody(body: string): WxOp[] | null {
  const modal = /^(?:どちらか1つを選ぶ。|choose one[.:]\s*)①(.+?)②(.+)$/is.exec(body.trim());
  if (modal) {
    const options = [modal[1]!, modal[2]!].map((x) => readWxBody(x));
    if (options.some((o) => o === null)) return null;
    return [{ op: "modal", options: options as WxOp[][] }];
  }
  const ops: WxOp[] = [];
  const sentences = body
    .split(/(?<=[。.])\s*/)
    .map((x) => x.trim())
    .filter(Boolean);
  if (sentences.length === 0) return null;
  for (const s of sentences) {
    // "Draw N cards and discard M" is two operations in one sentence.
    const drawDiscard = /^カードを(\d+)枚引き、手札を(\d+)枚捨てる。?$/.exec(s);
    if (drawDiscard) {
      ops.push(
        { op: "draw", n: Number(drawDiscard[1]) },
        { op: "discard", side: "you", n: Number(drawDiscard[2]) },
      );
      continue;
    }
    const op = readWxEffect(s);
    if (!op) return null;
    ops.push(op);
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
    const [, kind, cost, rest] = marker;
    const discard = /^手札を(\d+)枚捨てる$/.exec(cost!.trim());
    if ((cost!.trim() !== "" && !(discard && kind === "出")) || kind === "常" || kind === "起") {
      unread.push(part);
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
    if (discard) ability.discardCost = Number(discard[1]);
    if (discard) ability.discardCost = Number(discard[1]);
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
