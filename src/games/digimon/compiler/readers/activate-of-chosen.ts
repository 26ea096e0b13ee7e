/**
 * "activate 1 of the [On Deletion] effects of 1 of your red Digimon", "you may activate 1 [On Play]
 * or [When Digivolving] effect of 1 of your [Olympos XII] trait Digimon": the player chooses one
 * of their Digimon that fits, and one of its effects of that timing (or either timing) activates
 * as its own, as part of this effect (15-15-7-1; ops/activate-own.ts).
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { TIMING_OF } from "../text/headers.ts";
import { fieldTarget } from "./filters.ts";

export function activateOfChosen(c: Cursor): Op[] | null {
  return c.try(() => {
    const m = c.re("activate 1 (?:of the )?\\[([^\\]]+)\\](?: or \\[([^\\]]+)\\])? effects? of");
    const timing = m ? TIMING_OF[m[1]!] : undefined;
    const orTiming = m?.[2] ? TIMING_OF[m[2]] : undefined;
    if (!m || !timing || (m[2] && !orTiming)) return null;
    const target = fieldTarget(c, false);
    if (!target || target === "this" || target.count !== 1 || target.side !== "you") return null;
    if (target.filter.category !== "Digimon") return null;
    return [
      { op: "chooseOnly", target },
      {
        op: "onReferent",
        referent: "it",
        then: [{ op: "activateOwn", timing, ...(orTiming ? { orTiming } : {}) }],
      },
    ];
  });
}
