/**
 * "1 of your Digimon with a [Hybrid] trait gets +3000 DP and you may attack a player with that
 * Digimon for the turn": the duration said at the end is the DP change's (the attack is made now);
 * read as "gets +3000 DP for the turn, and you may attack a player with that Digimon".
 */
import type { EffectContext } from "../reading.ts";
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { duration } from "./duration.ts";
import { fieldTarget } from "./filters.ts";
import { attackWithIt } from "./action-rewordings.ts";

export function dpThenAttack(c: Cursor, ctx: EffectContext): Op[] | null {
  const target = fieldTarget(c);
  if (!target || target === "this" || target.count !== 1 || !c.is("gets?")) return null;
  const m = c.re("([+-]\\d+) DP and");
  const attack = m && attackWithIt(c, ctx);
  const d = attack && duration(c);
  if (!m || !attack || !d) return null;
  return [{ op: "dp", target, amount: Number(m[1]), duration: d }, ...attack];
}
