/**
 * "Trash the bottom digivolution card of this Digimon", "trash this Digimon's top 2 digivolution
 * cards" (4-27-2, 4-27-3): cards from one end of the stack of the Digimon the effect is on.
 */
import type { FieldTarget, Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

/** This Digimon, as a target its effect picks without a choice (whoever's effect it is: a gained one too). */
const THIS: FieldTarget = { side: "any", count: 1, filter: { isSelf: true } };

export function thisSources(c: Cursor): Op[] | null {
  const m =
    c.re("trash(?:ing)? the (top|bottom) (?:(\\d+) )?digivolution cards? of this Digimon") ??
    c.re("trash(?:ing)? this Digimon's (top|bottom) (?:(\\d+) )?digivolution cards?");
  if (!m) return null;
  const from = m[1]!.toLowerCase() as "top" | "bottom";
  return [{ op: "trashSources", target: THIS, n: m[2] ? Number(m[2]) : 1, from }];
}
