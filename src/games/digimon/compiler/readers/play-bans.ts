/**
 * "Your opponent can't play or move Digimon with 6000 DP or less until the end of their turn.": a
 * ban on what a player may play, by action or effect, for a duration (ops/play-ban.ts).
 */
import type { EffectContext } from "../reading.ts";
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { duration } from "./duration.ts";
import { filterPhrase } from "./filters.ts";

export function playBan(c: Cursor, ctx: EffectContext): Op[] | null {
  return c.try((): Op[] | null => {
    const m = c.re("(your opponent|you) can't play( or move)?");
    if (!m) return null;
    const filter = filterPhrase(c, false);
    if (!filter || filter.category !== "Digimon") return null;
    const d = duration(c) ?? ctx.duration;
    if (!d) return null;
    const side = m[1]!.toLowerCase() === "you" ? ("you" as const) : ("opponent" as const);
    return [{ op: "banPlay", side, filter, ...(m[2] ? { move: true as const } : {}), duration: d }];
  });
}
