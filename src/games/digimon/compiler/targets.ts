/**
 * Effect clauses about digivolution cards chosen by the player: "Trash any 2 digivolution cards
 * from your opponent's Digimon", "Trash 1 digivolution card from the bottom of 1 of your
 * opponent's Digimon".
 */
import type { FieldTarget, Op, Side } from "../ability.ts";
import { type Cursor, NUMBER, toNumber } from "./cursor.ts";
import { fieldTarget, filterPhrase } from "./filters.ts";

/** "your opponent's Digimon" with no count: all of them. */
function allOf(c: Cursor): FieldTarget | null {
  return c.try(() => {
    const m = c.re("(your opponent's|their|your)");
    const f = m && filterPhrase(c, true);
    if (!m || !f) return null;
    const side: Side = /^your$/i.test(m[1]!) ? "you" : "opponent";
    return { side, count: "all", filter: f };
  });
}

function chosen(c: Cursor): FieldTarget | null {
  const t = fieldTarget(c, false);
  return t && t !== "this" ? t : null;
}

export function anySources(c: Cursor): Op[] | null {
  const m = c.re(`trash(?:ing)? any ${NUMBER} digivolution cards? (?:from|of)`);
  if (!m) return null;
  const target = chosen(c) ?? allOf(c);
  return target ? [{ op: "trashAnySources", n: toNumber(m[1]!), target }] : null;
}

export function sourcesFromEnd(c: Cursor): Op[] | null {
  const m = c.re(`trash(?:ing)? ${NUMBER} digivolution cards? from the (top|bottom) of`);
  const target = m && chosen(c);
  if (!m || !target) return null;
  const n = toNumber(m[1]!);
  const from = m[2]!.toLowerCase() as "top" | "bottom";
  if (n === 1 && from === "bottom" && target.count === 1) return [{ op: "trashBottomSource", target }];
  return [{ op: "trashSources", target, n, from }];
}
