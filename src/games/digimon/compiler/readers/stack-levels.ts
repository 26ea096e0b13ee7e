/**
 * "this Digimon's stack has 2 or more same-level cards": cards of one level among the Digimon's
 * whole stack, its top card and its digivolution cards (4-26-1 for what "has" counts).
 */
import type { Cond } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

export function stackLevelsAtom(c: Cursor): Cond | null {
  const m = c.re("this Digimon's stack has (\\d+) or more same-level cards");
  return m ? { is: "self", filter: { minSameLevel: Number(m[1]) } } : null;
}
