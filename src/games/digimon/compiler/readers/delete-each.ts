/**
 * Several targets deleted together: "Delete 1 of your opponent's level 3 Digimon, 1 of their
 * level 4 Digimon, and 1 of their level 5 Digimon", "... level 3 Digimon and level 4 Digimon"
 * (the count and the player said once), "Delete 1 each of your opponent's level 3 and level 4
 * Digimon" (ops/delete-each.ts).
 */
import type { FieldTarget, Op, Side } from "../../model/index.ts";
import { type Cursor, NUMBER, toNumber } from "../text/cursor.ts";
import { fieldTarget, filterPhrase } from "./filters.ts";

function oneEach(c: Cursor): FieldTarget[] | null {
  const m = c.re(`${NUMBER} each of (your opponent's|their|your)`);
  if (!m) return null;
  const side: Side = /^your$/i.test(m[2]!) ? "you" : "opponent";
  const levels: number[] = [];
  for (;;) {
    const l = c.re("level (\\d+)");
    if (!l) return null;
    levels.push(Number(l[1]));
    if (!c.is(",?\\s*and|,")) break;
  }
  const rest = filterPhrase(c, true);
  if (levels.length < 2 || !rest || rest.level !== undefined) return null;
  return levels.map((level) => ({ side, count: toNumber(m[1]!), filter: { ...rest, level } }));
}

/** Two or more targets of one verb: "1 of your opponent's Digimon and 1 of their Tamers". */
export function listed(c: Cursor, minFull = 2): FieldTarget[] | null {
  const first = fieldTarget(c, false);
  if (!first || first === "this" || first.count === "all" || first.upTo) return null;
  const out: FieldTarget[] = [first];
  let elided = false;
  for (;;) {
    const next = c.try(() => {
      if (!c.is(",\\s*and|and|,")) return null;
      const full = fieldTarget(c, false);
      if (full) return full === "this" || full.count === "all" || full.upTo ? null : full;
      // "... level 3 Digimon and level 4 Digimon": the same count and player as the first.
      const f = filterPhrase(c, true);
      if (f) elided = true;
      return f ? { ...first, filter: f } : null;
    });
    if (!next) break;
    out.push(next);
  }
  return out.length > 1 && (elided || out.length >= minFull) ? out : null;
}

export function deleteEach(c: Cursor): Op[] | null {
  if (!c.is("delete")) return null;
  // Two targets each said in full: `del` reads them as one deletion ("and").
  const targets = c.try(() => oneEach(c)) ?? c.try(() => listed(c, 3));
  return targets && c.atEnd() ? [{ op: "deleteEach", targets }] : null;
}

/** "Suspend 1 of your opponent's Digimon and 1 of their Tamers": one suspension after the other. */
export function suspendEach(c: Cursor): Op[] | null {
  if (!c.is("suspend")) return null;
  const targets = c.try(() => listed(c));
  return targets && c.atEnd() ? [{ op: "suspendEach", targets }] : null;
}
