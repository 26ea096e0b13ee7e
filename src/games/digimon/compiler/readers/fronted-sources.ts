/**
 * "from 1 of your opponent's Digimon, trash any 1 digivolution card": the Digimon said before the
 * verb, as in "trash any 1 digivolution card of 1 of your opponent's Digimon" (4-27-1).
 */
import type { Op } from "../../model/index.ts";
import { type Cursor, NUMBER, toNumber } from "../text/cursor.ts";
import { fieldTarget } from "./filters.ts";

export function frontedTrashSources(c: Cursor): Op[] | null {
  return c.try((): Op[] | null => {
    if (!c.is("from")) return null;
    const target = fieldTarget(c, false);
    if (!target || target === "this" || target.count === "all") return null;
    const m = c.re(`,\\s*trash any ${NUMBER} digivolution cards?`);
    return m ? [{ op: "trashAnySources", n: toNumber(m[1]!), target }] : null;
  });
}
