/**
 * Where a named card is: "[Trial of the Four Great Dragons] is in your battle area": a card of
 * that name on that side of the field, an Option card included (4-28-1).
 */
import type { Cond } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { NAMES, names } from "./filters.ts";

export function namedInBattleAreaAtom(c: Cursor): Cond | null {
  const m = c.re(`(${NAMES}) (?:is|are) in (your opponent's|their|your) battle area`);
  if (!m) return null;
  return { is: "field", side: /^your$/i.test(m[2]!) ? "you" : "opponent", filter: { nameIs: names(m[1]!) } };
}
