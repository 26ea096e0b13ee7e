/**
 * "this Digimon has 4 or more level 6 cards in its digivolution cards": at least that many of
 * its digivolution cards match.
 */
import type { Cond } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { filterPhrase } from "./filters.ts";

export function sourcesCountAtom(c: Cursor): Cond | null {
  return c.try((): Cond | null => {
    const m = c.re("this Digimon has (\\d+) or more");
    const f = m && filterPhrase(c, false);
    if (!m || !f || Object.keys(f).length === 0 || !c.is("in its digivolution cards")) return null;
    return { is: "sources", filter: f, atLeast: Number(m[1]) };
  });
}
