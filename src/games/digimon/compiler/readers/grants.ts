/**
 * Several changes given together for one duration (15-15-2): '1 of your Digimon gets +2000 DP
 * and "[When Attacking] ..." for the turn', "1 of their Digimon gets -3000 DP and gains
 * "[On Deletion] ..."", "gets +3000 DP, <Security Attack +1>, and "..."", "can't be blocked
 * and gains "..."", "gets -7000 DP and this Digimon gains <Security Attack +1>". Each part is a
 * DP change, keywords, a quoted effect or a restriction; "this Digimon" may take over the subject.
 */
import type { EffectContext } from "../reading.ts";
import type { Ability, FieldTarget, Keyword, Op, Restriction } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { duration } from "./duration.ts";
import { fieldTarget } from "./filters.ts";
import { gain, quoted } from "./gained.ts";
import { keywordFromText } from "./keywords.ts";
import { restrictions } from "./persistent-effects.ts";

type Target = FieldTarget | "this";

type Part =
  | { kind: "dp"; amount: number }
  | { kind: "keyword"; keyword: Keyword; value?: number }
  | { kind: "effect"; abilities: Ability[] }
  | { kind: "cant"; cant: Restriction[] };

function part(c: Cursor, ctx: EffectContext): Part | null {
  return c.try((): Part | null => {
    const r = restrictions(c);
    // "can't be blocked by your opponent's Digimon": every blocker is one, so no narrower restriction.
    const anyDigimon = r?.by && Object.keys(r.by).length === 1 && r.by.category === "Digimon";
    if (r) return r.by && !anyDigimon ? null : { kind: "cant", cant: r.cant };
    c.is("gets?|gains?");
    const n = c.re("([+-]\\s?\\d+)\\s?DP");
    if (n) return { kind: "dp", amount: Number(n[1]!.replace(/\s/g, "")) };
    const m = c.re("<([^>]+)>");
    if (m) {
      const k = keywordFromText(m[1]!);
      return k
        ? { kind: "keyword", keyword: k.keyword, ...(k.value !== undefined ? { value: k.value } : {}) }
        : null;
    }
    const abilities = quoted(c, ctx.compileNested);
    return abilities ? { kind: "effect", abilities } : null;
  });
}

/** The whole sentence; null unless it gives at least two changes (one alone is for the readers of one change). */
export function grants(c: Cursor, ctx: EffectContext): Op[] | null {
  const first = fieldTarget(c);
  if (!first) return null;
  const parts: { target: Target; part: Part }[] = [];
  let target: Target = first;
  for (;;) {
    const p = part(c, ctx);
    if (!p) return null;
    parts.push({ target, part: p });
    if (!c.is(",?\\s*and|,")) break;
    // "... and this Digimon gains ...": the rest is about this card.
    if (target !== "this" && c.is("this Digimon")) {
      target = "this";
    } else c.is("it");
  }
  if (parts.length < 2) return null;
  c.is(",");
  const d = duration(c) ?? ctx.duration;
  if (!d) return null;
  const ops: Op[] = [];
  for (const { target: t, part: p } of parts) {
    if (p.kind === "dp") ops.push({ op: "dp", target: t, amount: p.amount, duration: d });
    else if (p.kind === "keyword")
      ops.push({
        op: "gainKeyword",
        target: t,
        keyword: p.keyword,
        ...(p.value !== undefined ? { value: p.value } : {}),
        duration: d,
      });
    else if (p.kind === "cant") ops.push({ op: "restrict", target: t, cant: p.cant, duration: d });
    else {
      const g = gain(t, p.abilities, d);
      if (!g) return null;
      ops.push(...g);
    }
  }
  return ops;
}
