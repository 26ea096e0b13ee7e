/**
 * "Change the original DP of 1 of your opponent's Digimon to 3000 until the end of your
 * opponent's next turn", "change the original DP of 1 Digimon to 6000 ..." (15-12-2).
 */
import type { EffectContext } from "../reading.ts";
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { duration } from "./duration.ts";
import { fieldTarget } from "./filters.ts";

export function originalDp(c: Cursor, ctx: EffectContext): Op[] | null {
  if (!c.is("chang(?:e|ing) the original DP of")) return null;
  const target = fieldTarget(c, false);
  const m = target && c.re("to (\\d+)(?:\\s?DP)?");
  if (!target || !m) return null;
  const d = duration(c) ?? ctx.duration;
  if (!d) return null;
  return [{ op: "setOriginalDp", target, value: Number(m[1]), duration: d }];
}
