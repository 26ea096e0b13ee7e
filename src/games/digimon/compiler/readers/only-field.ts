/**
 * "If you don't have any Digimon other than Digimon with [X] in their texts": every Digimon you
 * have matches (none at all counts too), read as "you have no Digimon that isn't one".
 */
import type { Cond } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { filterPhrase } from "./filters.ts";

export function onlyFieldAtom(c: Cursor): Cond | null {
  return c.try((): Cond | null => {
    const m = c.re(
      "(you|your opponent) (?:don't|doesn't|do not|does not) have any (Digimon|Tamers?) other than",
    );
    if (!m) return null;
    const allowed = filterPhrase(c, true);
    if (!allowed) return null;
    c.is("in play|on the field|in the battle area");
    const category = /^Digimon$/i.test(m[2]!) ? ("Digimon" as const) : ("Tamer" as const);
    return {
      is: "not",
      cond: {
        is: "field",
        side: /opponent/i.test(m[1]!) ? "opponent" : "you",
        filter: { category, noneOf: [allowed] },
      },
    };
  });
}
