/**
 * "Activate 1 of your [Rina Shinomiya]'s [On Play] effects": the player chooses one of their
 * cards in play with that name, and one of its effects of that timing activates as its own
 * (ops/activate-own.ts), as part of this effect.
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { TIMING_OF } from "../text/headers.ts";
import { NAME, names } from "./filters.ts";

export function activateNamed(c: Cursor): Op[] | null {
  const m = c.re(`activate (?:1|one) of your (${NAME})'s \\[([^\\]]+)\\] effects?`);
  const timing = m ? TIMING_OF[m[2]!] : undefined;
  if (!m || !timing) return null;
  return [
    { op: "chooseOnly", target: { side: "you", count: 1, filter: { nameIs: names(m[1]!) } } },
    { op: "onReferent", referent: "it", then: [{ op: "activateOwn", timing }] },
  ];
}
