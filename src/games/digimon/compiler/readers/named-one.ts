/**
 * "If you don't have a [Taiga] in play, you may play one from your hand without paying its
 * memory cost": "one" is a card with the name the condition named. The clause is read with
 * "1 [Taiga]" in its place; the condition still gates the whole effect.
 */
import type { Cond } from "../../model/index.ts";
import type { Clause } from "../reading.ts";
import { Cursor } from "../text/cursor.ts";

/** The one name a "you don't have [X] (in play)" condition asks about, or null. */
function namedAbsent(cond: Cond): string | null {
  if (cond.is !== "not" || cond.cond.is !== "field" || cond.cond.side !== "you") return null;
  const f = cond.cond.filter;
  if (Object.keys(f).length !== 1 || f.nameIs?.length !== 1) return null;
  return f.nameIs[0]!;
}

export function withNamedOne(c: Cursor, cond: Cond, read: (c: Cursor) => Clause | null): Clause | null {
  const name = namedAbsent(cond);
  if (!name) return null;
  const rest = c.rest();
  const m = /^(\s*(?:you may )?play )one(?= from\b)/i.exec(rest);
  if (!m) return null;
  const named = `1 [${name}]`;
  const sub = new Cursor(m[1] + named + rest.slice(m[0].length));
  const clause = read(sub);
  if (!clause || sub.i < m[1]!.length + named.length) return null;
  c.i += sub.i - (named.length - "one".length);
  return clause;
}
