/**
 * "This [Glowing Dawn] trait Digimon unsuspends.", "This blue Digimon with the [TS] trait gets
 * +2000 DP": what follows applies to this Digimon only while it is such a Digimon, as "If this
 * Digimon has ..., it ..." would say.
 */
import type { Op } from "../../model/index.ts";
import type { EffectContext } from "../reading.ts";
import { Cursor } from "../text/cursor.ts";
import { filterPhrase } from "./filters.ts";

type Read = (c: Cursor, ctx: EffectContext) => Op[] | null;

export function thisFiltered(c: Cursor, ctx: EffectContext, read: Read): Op[] | null {
  if (!c.is("this")) return null;
  const f = filterPhrase(c, true);
  if (!f || (f.category !== "Digimon" && f.category !== "Tamer")) return null;
  const { category, ...rest } = f;
  if (Object.keys(rest).length === 0) return null;
  const inner = new Cursor(`this ${category} ${c.rest()}`);
  const then = read(inner, ctx);
  if (!then || !inner.atEnd()) return null;
  c.i = c.s.length;
  return [{ op: "if", cond: { is: "self", filter: rest }, then }];
}
