/**
 * "You may play up to 7 play cost's total worth of [X] trait cards among them without paying the
 * costs": after a reveal, any number of the revealed cards whose play costs add up to at most the
 * number are played (ops/deck.ts withinTotalCost).
 */
import type { RevealPick } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { cardSpec } from "./filters.ts";

/** Read after "play"; `optional` is the "you may" before it. */
export function totalWorthPick(c: Cursor, optional: boolean): RevealPick | null {
  return c.try((): RevealPick | null => {
    const m = c.re("up to (\\d+) play cost's total worth of(?! \\d)");
    const spec = m && cardSpec(c);
    if (!m || !spec || spec.upTo || spec.count !== 1) return null;
    if (!c.is("among (?:them|the revealed cards)")) return null;
    if (!c.is("without paying (?:the|their|their memory) costs?")) return null;
    return {
      count: 1,
      filter: spec.filter,
      to: "play",
      maxTotalCost: Number(m[1]),
      ...(optional ? { optional } : {}),
    };
  });
}
