/**
 * "You may play up to 7 play cost's total worth of [X] trait cards among them without paying the
 * costs", or, in older prints, "play any number of Digimon cards with [X] in their names whose
 * (total) play costs add up to 7 or less among them ...": after a reveal, any number of the
 * revealed cards whose play costs add up to at most the number are played (ops/deck.ts withinTotalCost).
 */
import type { RevealPick } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { cardSpec } from "./filters.ts";

/** Read after "play"; `optional` is the "you may" before it. */
export function totalWorthPick(c: Cursor, optional: boolean): RevealPick | null {
  return c.try((): RevealPick | null => {
    const worth = worthFirst(c) ?? anyNumberWhose(c);
    if (!worth) return null;
    if (!c.is("without paying (?:the|their|their memory) costs?")) return null;
    return {
      count: 1,
      filter: worth.filter,
      to: "play",
      maxTotalCost: worth.max,
      ...(optional ? { optional } : {}),
    };
  });
}

type Worth = { max: number; filter: RevealPick["filter"] };

/** "up to 7 play cost's total worth of [X] trait cards among them". */
function worthFirst(c: Cursor): Worth | null {
  return c.try((): Worth | null => {
    const m = c.re("up to (\\d+) play cost's total worth of(?! \\d)");
    const spec = m && cardSpec(c);
    if (!m || !spec || spec.upTo || spec.count !== 1) return null;
    if (!c.is("among (?:them|the revealed cards)")) return null;
    return { max: Number(m[1]), filter: spec.filter };
  });
}

/** "any number of Digimon cards with [X] in their names whose total play costs add up to 7 or less among them". */
function anyNumberWhose(c: Cursor): Worth | null {
  return c.try((): Worth | null => {
    if (!c.is("any number of(?! \\d)")) return null;
    const spec = cardSpec(c);
    if (!spec || spec.upTo || spec.count !== 1) return null;
    const m = c.re("whose (?:total )?play costs add up to (\\d+) or less");
    if (!m || !c.is("among (?:them|the revealed cards)")) return null;
    return { max: Number(m[1]), filter: spec.filter };
  });
}
