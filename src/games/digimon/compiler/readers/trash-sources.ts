/**
 * Trashing digivolution cards from the top or bottom of a stack (4-27-2,
 * 4-27-3): "Trash the digivolution card at the bottom of 1 of your opponent's Digimon", "Trash
 * the bottom 2 digivolution cards from ...", "Trash 2 digivolution cards at the bottom of ...",
 * "Trash up to 2 digivolution cards from the bottom of ...", "Trash any digivolution card of ...".
 */
import type { FieldTarget, Op } from "../../model/index.ts";
import { type Cursor, NUMBER, toNumber } from "../text/cursor.ts";
import { fieldTarget } from "./filters.ts";

function target(c: Cursor): FieldTarget | null {
  const t = fieldTarget(c, false);
  return t && t !== "this" ? t : null;
}

function fromEnd(n: number, from: "top" | "bottom", t: FieldTarget, upTo: boolean): Op[] {
  if (upTo) return [{ op: "trashSources", target: t, n, from, upTo: true }];
  if (n === 1 && from === "bottom" && t.count === 1) return [{ op: "trashBottomSource", target: t }];
  return [{ op: "trashSources", target: t, n, from }];
}

export function trashSources(c: Cursor): Op[] | null {
  let m = c.re("trash(?:ing)? the digivolution card at the (top|bottom) of");
  if (m) {
    const t = target(c);
    return t ? fromEnd(1, m[1]!.toLowerCase() as "top" | "bottom", t, false) : null;
  }
  m = c.re(`trash(?:ing)? the (top|bottom) (?:(\\d+) )?digivolution cards? (?:from|under)`);
  if (m) {
    const t = target(c);
    return t ? fromEnd(m[2] ? Number(m[2]) : 1, m[1]!.toLowerCase() as "top" | "bottom", t, false) : null;
  }
  m = c.re(`trash(?:ing)? (up to )?${NUMBER} digivolution cards? (?:from|at) the (top|bottom) of`);
  if (m) {
    const t = target(c);
    const from = m[3]!.toLowerCase() as "top" | "bottom";
    return t ? fromEnd(toNumber(m[2]!), from, t, m[1] !== undefined) : null;
  }
  m = c.re(`trash(?:ing)? any (?:${NUMBER} )?digivolution cards? (?:of|from|under)`);
  if (m) {
    const t = target(c);
    return t ? [{ op: "trashAnySources", n: m[1] ? toNumber(m[1]) : 1, target: t }] : null;
  }
  return null;
}
