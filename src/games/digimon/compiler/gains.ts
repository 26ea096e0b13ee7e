/**
 * Keywords given with other wordings: "Give 1 of your opponent's Digimon <Security Attack -1>
 * until their turn ends", "1 of your Digimon gets +2000 DP and (gains) <Rush> for the turn".
 */
import type { FieldTarget, Op } from "../model/index.ts";
import type { Cursor } from "./cursor.ts";
import type { EffectContext } from "./effects.ts";
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
