/**
 * "Your opponent can't play or move Digimon with 6000 DP or less until the end of their turn.": a
 * ban on what a player may play, by action or effect, for a duration (ops/play-ban.ts).
 */
import type { EffectContext } from "../reading.ts";
import type { CardFilter, Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { duration } from "./duration.ts";
import { filterPhrase } from "./filters.ts";

/** Digimon, or Digimon or Tamers ("can't play Digimon or Tamers by effects"). */
function digimonOrTamers(f: CardFilter): boolean {
  if (f.category === "Digimon") return true;
  const kinds = f.anyOf
    ?.map((a) => a.category)
    .sort()
    .join();
  return f.category === undefined && kinds === "Digimon,Tamer";
}

/**
 * "Your opponent can't play Digimon or Tamers by effects until the end of their turn", "Until
 * your opponent's turn ends, their effects can't play Digimon or Tamers from the trash": a ban
 * on plays by effects only (an action play stays allowed), from one area when it says so.
 */
export function effectPlayBan(c: Cursor, ctx: EffectContext): Op[] | null {
  return c.try((): Op[] | null => {
    const m = c.re("(your opponent|you) can't play|(their|your opponent's|your) effects can't play");
    if (!m) return null;
    const filter = filterPhrase(c, false);
    if (!filter || !digimonOrTamers(filter)) return null;
    const led = m[2] !== undefined;
    if (!led && !c.is("by effects")) return null;
    const fromTrash = c.is("from (?:the|their|your) trash");
    const d = duration(c) ?? ctx.duration;
    if (!d) return null;
    const who = (m[1] ?? m[2])!.toLowerCase();
    const side = who === "you" || who === "your" ? ("you" as const) : ("opponent" as const);
    return [
      {
        op: "banPlay",
        side,
        filter,
        duration: d,
        byEffect: true,
        ...(fromTrash ? { fromTrash: true as const } : {}),
      },
    ];
  });
}

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

/**
 * "Your opponent can't use Option cards until the end of their next turn": a ban on using Option
 * cards (9-1-1) for a duration, from the hand or by an effect (derive/option-use-ban.ts).
 */
export function optionUseBan(c: Cursor, ctx: EffectContext): Op[] | null {
  return c.try((): Op[] | null => {
    const m = c.re("(your opponent|you) can't use Option cards");
    const d = m && (duration(c) ?? ctx.duration);
    if (!m || !d) return null;
    const side = m[1]!.toLowerCase() === "you" ? ("you" as const) : ("opponent" as const);
    return [{ op: "banPlay", side, filter: { category: "Option" }, duration: d }];
  });
}
