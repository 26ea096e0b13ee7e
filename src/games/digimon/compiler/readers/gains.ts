/**
 * Keywords given with other wordings: "Give 1 of your opponent's Digimon <Security Attack -1>
 * until their turn ends", "1 of your Digimon gets +2000 DP and (gains) <Rush> for the turn".
 */
import type { EffectContext } from "../reading.ts";
import type { Amount, FieldTarget, Keyword, Op, Restriction } from "../../model/index.ts";
import { tallyBeforeDuration } from "./amounts.ts";
import { duration } from "./duration.ts";
import { restrictions } from "./persistent-effects.ts";
import type { Cursor } from "../text/cursor.ts";
import { fieldTarget } from "./filters.ts";
import { keywordFromText } from "./keywords.ts";
import { durationIn } from "./restrict.ts";

type Gain = Extract<Op, { op: "gainKeyword" }>;

/** "<Rush>, <Raid> and <Piercing>". */
function keywordList(c: Cursor, target: FieldTarget | "this"): Omit<Gain, "duration">[] | null {
  const out: Omit<Gain, "duration">[] = [];
  for (;;) {
    const m = c.re("<([^>]+)>");
    const k = m && keywordFromText(m[1]!);
    if (!k) return null;
    out.push({
      op: "gainKeyword",
      target,
      keyword: k.keyword,
      ...(k.value !== undefined ? { value: k.value } : {}),
    });
    if (!c.try(() => (c.re(",?\\s*and|,") && c.peek("<") ? true : null))) return out;
  }
}

export function give(c: Cursor, ctx: EffectContext): Op[] | null {
  if (!c.is("give")) return null;
  const target = fieldTarget(c);
  // "give 1 of your Digimon +2000 DP for the turn"
  const dp = target && c.re("([+-]\\s?\\d+)\\s?DP");
  if (target && dp) {
    const d = durationIn(c, ctx);
    return d ? [{ op: "dp", target, amount: Number(dp[1]!.replace(/\s/g, "")), duration: d }] : null;
  }
  const kws = target && keywordList(c, target);
  // "... <Security Attack -1> and -3000 DP", "... and it gets -3000 DP": the same Digimon.
  const also = kws && c.try(() => c.re("(?:,\\s*)?and (?:it gets )?([+-]\\s?\\d+)\\s?DP"));
  const d = kws && durationIn(c, ctx);
  if (!d) return null;
  const more: Op[] = also
    ? [{ op: "dp", target, amount: Number(also[1]!.replace(/\s/g, "")), duration: d }]
    : [];
  return [...kws.map((k) => ({ ...k, duration: d })), ...more];
}

export function getsAndGains(c: Cursor, ctx: EffectContext): Op[] | null {
  // "have 1 of your opponent's Digimon get -4000 DP and gain ...", after "you may".
  c.is("have");
  const target = fieldTarget(c);
  if (!target || !c.is("gets?")) return null;
  const m = c.re("([+-]\\s?\\d+)\\s?DP");
  if (!m || !c.is(",?\\s*and(?: gains?)?")) return null;
  const kws = keywordList(c, target);
  const d = kws && durationIn(c, ctx);
  if (!d) return null;
  return [
    { op: "dp", target, amount: Number(m[1]!.replace(/\s/g, "")), duration: d },
    ...kws.map((k) => ({ ...k, duration: d })),
  ];
}

/** "give 1 of your Digimon +2000 DP for the turn", "to 1 of your opponent's Digimon, give -3000 DP ...". */
export function giveDp(c: Cursor, ctx: EffectContext): Op[] | null {
  return c.try((): Op[] | null => {
    let target: FieldTarget | "this" | null = null;
    if (c.is("to")) {
      target = fieldTarget(c);
      if (!target || !c.is(",?\\s*give")) return null;
    } else if (c.is("give")) target = fieldTarget(c);
    if (!target) return null;
    const m = c.re("([+-]\\s?\\d+)\\s?DP");
    if (!m) return null;
    const each = ctx.perEach ?? tallyBeforeDuration(c);
    const d = duration(c) ?? ctx.duration;
    if (!d) return null;
    const n = Number(m[1]!.replace(/\s/g, ""));
    const amount: Amount = each ? { perEach: each, times: n } : n;
    return [{ op: "dp", target, amount, duration: d }];
  });
}

/**
 * "this Digimon can't be deleted in battle and gains <Blocker> (until ...)", "1 of your Digimon
 * gains <Blocker> and can't be deleted by your opponent's effects": keywords, DP and
 * restrictions given together for one duration.
 */
export function gainsAndCant(c: Cursor, ctx: EffectContext): Op[] | null {
  return c.try((): Op[] | null => {
    const target = fieldTarget(c);
    if (!target) return null;
    const keywords: { keyword: Keyword; value?: number }[] = [];
    const cant: Restriction[] = [];
    let dp: number | null = null;
    for (;;) {
      // "... gets -3000 DP and that Digimon's [When Digivolving] effects don't activate": the same Digimon.
      const said = keywords.length + cant.length + (dp === null ? 0 : 1) > 0;
      const r =
        c.try(() => (said && c.is("that Digimon(?='s )") ? restrictions(c) : null)) ?? restrictions(c);
      if (r && r.by) return null;
      if (r) cant.push(...r.cant);
      else if (
        !c.is("(?:gains?|gets?)") &&
        keywords.length + (dp === null ? 0 : 1) === 0 &&
        cant.length === 0
      )
        return null;
      else {
        const m = c.re("<([^>]+)>");
        const k = m && keywordFromText(m[1]!);
        const n = m ? null : c.re("([+-]\\s?\\d+)\\s?DP");
        if (k) keywords.push({ keyword: k.keyword, ...(k.value !== undefined ? { value: k.value } : {}) });
        else if (n) dp = Number(n[1]!.replace(/\s/g, ""));
        else return null;
      }
      if (!c.is(",?\\s*and(?: (?:gains?|gets?))?|,")) break;
    }
    if (cant.length === 0 || keywords.length + (dp === null ? 0 : 1) === 0) return null;
    const d = duration(c) ?? ctx.duration;
    if (!d) return null;
    const ops: Op[] = keywords.map((k) => ({ op: "gainKeyword" as const, target, ...k, duration: d }));
    if (dp !== null) ops.push({ op: "dp", target, amount: dp, duration: d });
    ops.push({ op: "restrict", target, cant, duration: d });
    return ops;
  });
}
