/**
 * A card that plays itself for less: "play this card with the play cost reduced by 2" (a [Hand]
 * or [Trash] [Main] effect, 15-14-2, 15-14-3). The card pays its play cost less N (7-1-1), or less the
 * play cost of the card its cost returned.
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

export function playSelfReduced(c: Cursor): Op[] | null {
  if (!c.is("play this card(?: from (?:your|the) (?:hand|trash))?")) return null;
  // "reduced by the play cost of the returned Tamer": of what the effect's cost ("By returning ...") moved.
  if (c.is("with the play cost reduced by the play cost of the returned (?:Tamer|Digimon)"))
    return [{ op: "playSelf", free: false, reduceByPaid: "playCost" }];
  const m = c.re("with the (?:play |memory )?cost reduced by (\\d+)");
  return m ? [{ op: "playSelf", free: false, reduce: Number(m[1]) }] : null;
}
