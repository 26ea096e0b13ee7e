/**
 * "activate 1 [On Play] effect on the placed card as an effect of this Digimon", "activate 1 of
 * the placed card's [When Digivolving] as an effect of this Digimon": an effect printed on the card
 * the effect placed before, run as this Digimon's (ops/activate-placed.ts).
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { TIMING_OF } from "../text/headers.ts";

const AS_OURS = "as an effect of this Digimon";

export function activatePlaced(c: Cursor): Op[] | null {
  return c.try(() => {
    const m =
      c.re(`activate 1 \\[([^\\]]+)\\] effect on (?:the placed|that) card ${AS_OURS}`) ??
      c.re(`activate 1 of the placed card's \\[([^\\]]+)\\](?: effects?)? ${AS_OURS}`);
    const timing = m ? TIMING_OF[m[1]!] : undefined;
    return timing ? [{ op: "activatePlaced", timing }] : null;
  });
}
