/**
 * "<De-Digivolve> effects don't affect 1 of your Digimon until your opponent's turn ends", "your
 * opponent's <De-Digivolve> effects don't affect ...": the same immunity as "isn't affected by
 * <De-Digivolve> effects" (15-15-5), said from the effects' side, for a duration.
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { duration } from "./duration.ts";
import { fieldTarget } from "./filters.ts";

export function deDigivolveDontAffect(c: Cursor): Op[] | null {
  return c.try((): Op[] | null => {
    const m = c.re("(your opponent's |their )?<De-Digivolve> effects don't affect");
    if (!m) return null;
    const target = fieldTarget(c, false);
    if (!target) return null;
    const d = duration(c);
    if (!d) return null;
    const cant = m[1] ? "beAffectedByOpponentDeDigivolve" : "beAffectedByDeDigivolve";
    return [{ op: "restrict", target, cant: [cant], duration: d }];
  });
}
