/**
 * "trash its bottom 2 digivolution cards" in a trigger about a Digimon ("When an opponent's
 * Digimon attacks, ..."): "its" is that Digimon, the trigger's subject.
 */
import type { EffectContext } from "../reading.ts";
import type { FieldTarget, Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

const SUBJECT: FieldTarget = { side: "any", count: 1, filter: { category: "Digimon", subject: true } };

export function subjectSources(c: Cursor, ctx: EffectContext): Op[] | null {
  if (!ctx.subject) return null;
  const m =
    c.re("trash(?:ing)? its (top|bottom) (?:(\\d+) )?digivolution cards?") ??
    c.re("trash(?:ing)? the (top|bottom) (?:(\\d+) )?digivolution cards? of (?:it|that Digimon)");
  if (!m) return null;
  const from = m[1]!.toLowerCase() as "top" | "bottom";
  return [{ op: "trashSources", target: SUBJECT, n: m[2] ? Number(m[2]) : 1, from }];
}
