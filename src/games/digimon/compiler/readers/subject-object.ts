/**
 * "<De-Digivolve 1> that Digimon" after a trigger that names a Digimon ("When an opponent's
 * Digimon becomes unsuspended, ..."): pronoun-sentences.ts reads "that Digimon" as "this Digimon"
 * run on the trigger's subject, so the keyword effect is processed on the Digimon the effect is about.
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

export function deDigivolveThis(c: Cursor): Op[] | null {
  const m = c.re("<De-Digivolve (\\d+)> this Digimon(?!')");
  return m ? [{ op: "deDigivolve", n: Number(m[1]), target: "this" }] : null;
}
