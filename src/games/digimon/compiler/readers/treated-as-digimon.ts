/**
 * Effects that add the Digimon information to a card (15-12-1-4): "1 of your [Marcus Damon]s is
 * also treated as a 3000 DP Digimon, can't digivolve, and gains <Blocker>", "treat this Tamer as
 * a 3000 DP Digimon that can't digivolve". What follows the DP is done to the same card, for the
 * same duration.
 */
import type { EffectContext } from "../reading.ts";
import type { FieldTarget, Keyword, Op, Restriction } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { duration } from "./duration.ts";
import { fieldTarget } from "./filters.ts";
import { keywordFromText } from "./keywords.ts";
import { restrictions } from "./persistent-effects.ts";

/** "this Tamer", "1 of your [Marcus Damon]s" (the plural of a name in brackets). */
function subject(c: Cursor): FieldTarget | "this" | null {
  const target = fieldTarget(c);
  if (target && target !== "this") c.is("s");
  return target;
}

/** "<Rush> and <Alliance>". */
function keywordList(c: Cursor): { keyword: Keyword; value?: number }[] | null {
  const out: { keyword: Keyword; value?: number }[] = [];
  do {
    const m = c.re("<([^>]+)>");
    const k = m && keywordFromText(m[1]!);
    if (!k) return null;
    out.push({ keyword: k.keyword, ...(k.value !== undefined ? { value: k.value } : {}) });
  } while (c.try(() => (c.is(",?\\s*and|,") && c.peek("<") ? true : null)));
  return out;
}

export function treatedAsDigimon(c: Cursor, ctx: EffectContext): Op[] | null {
  return c.try((): Op[] | null => {
    const imperative = c.is("treat");
    const target = subject(c);
    if (!target || !c.is(imperative ? "as" : "(?:is|are) (?:also )?treated as")) return null;
    const m = c.re("an? (\\d+) DP Digimon");
    if (!m) return null;
    const cant: Restriction[] = [];
    const keywords: { keyword: Keyword; value?: number }[] = [];
    while (c.is(",?\\s*(?:that|and)|,")) {
      // "can't digivolve, and gains ...": the list's comma is not the restriction's "or".
      const r = c.is("can't digivolve") ? { cant: ["digivolve" as const] } : restrictions(c);
      if (r && !("by" in r && r.by)) cant.push(...r.cant);
      else if (!r && c.is("gains?")) {
        const list = keywordList(c);
        if (!list) return null;
        keywords.push(...list);
      } else return null;
    }
    const d = duration(c) ?? ctx.duration;
    if (!d) return null;
    return [
      { op: "treatAsDigimon", target, dp: Number(m[1]), duration: d },
      ...(cant.length ? [{ op: "restrict" as const, target, cant, duration: d }] : []),
      ...keywords.map((k) => ({ op: "gainKeyword" as const, target, ...k, duration: d })),
    ];
  });
}
