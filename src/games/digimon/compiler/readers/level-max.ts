/**
 * "For every 10 cards in your trash, add 1 to the maximum level of the Digimon you can choose
 * with this effect." / "If ..., add 2 to this effect's level maximum." / "... remove 1 from this
 * effect level maximum.": a sentence that changes the level limit of the choice made by the
 * sentence before it. It wraps that sentence's ops; null when it does not read or when those
 * ops choose nothing with a level limit.
 */
import type { Cond, Count, Op } from "../../model/index.ts";
import { Cursor } from "../text/cursor.ts";
import { tally } from "./amounts.ts";
import { condition } from "./conditions.ts";

const LIMIT =
  "(?:the maximum level of the Digimon (?:you|it) can (?:choose|select|delete) with this effect|this effect's level maximum|this effect level maximum|the level this effect may choose|the level of the Digimon you can (?:choose|select) with this effect|the max level of the Digimon you can (?:choose|select) with this effect|this effect's choosable levels)";

/** Whether an op chooses Digimon by a "level N or lower" limit (that the sentence can raise). */
export function hasLevelLimit(op: Op): boolean {
  return "target" in op && typeof op.target === "object" && op.target.filter.maxLevel !== undefined;
}

/**
 * The ops with the raise put around the ones that choose by a level limit; through a lone "if"
 * or "may" ("If ..., you may delete 1 of ... level 4 or lower Digimon. For each ..., add 1 to
 * this effect's choosable levels.": the raise applies where the choice is made).
 */
export function raiseLevelMax(text: string, before: Op[]): Op[] | null {
  if (before.some(hasLevelLimit)) return raiseRead(text, before);
  const only = before.length === 1 ? before[0]! : null;
  if (only?.op === "if" || (only?.op === "may" && !only.cost)) {
    const inner = raiseLevelMax(text, only.then);
    return inner ? [{ ...only, then: inner }] : null;
  }
  return null;
}

function raiseRead(text: string, before: Op[]): Op[] | null {
  const c = new Cursor(text);
  return c.try(() => {
    let per: Count | undefined;
    let cond: Cond | undefined;
    const each = c.try(() => {
      const k = tally(c);
      return k && c.is(",") ? k : null;
    });
    if (each) per = each;
    else {
      const k = c.try(() => (c.is("if") ? condition(c) : null));
      if (!k || !c.is(",")) return null;
      cond = k;
    }
    const m = c.re(`(add|remove) (\\d+) (?:to|from) ${LIMIT}`);
    if (!m || !c.atEnd()) return null;
    const by = Number(m[2]) * (m[1]!.toLowerCase() === "remove" ? -1 : 1);
    return [{ op: "raiseLevelMax", by, ...(per ? { per } : {}), ...(cond ? { cond } : {}), then: before }];
  });
}
