/** "if this card was played by [Trial of the Four Great Dragons]'s effect": the play that triggered this [On Play] effect. */
import type { Cond } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { NAMES, names } from "./filters.ts";

export function playedByAtom(c: Cursor): Cond | null {
  const m = c.re(`this (?:card|Digimon) was played by (${NAMES})'s effect`);
  return m ? { is: "playedBy", names: names(m[1]!) } : null;
}
