/**
 * "Until the end of your opponent's turn, their effects can't reduce the DP of the Digimon this
 * effect digivolved": a restriction on the Digimon the digivolution before it made, as "that
 * Digimon can't have its DP reduced by your opponent's effects" (15-8-2-5).
 */
import type { EffectContext } from "../reading.ts";
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { duration } from "./duration.ts";

export function digivolvedDpKept(c: Cursor, ctx: EffectContext): Op[] | null {
  if (!c.is("(?:your opponent's|their) effects can't reduce the DP of the Digimon this effect digivolved"))
    return null;
  const d = duration(c) ?? ctx.duration;
  if (!d) return null;
  return [{ op: "restrict", target: "chosen", cant: ["haveDpReducedByOpponent"], duration: d }];
}
