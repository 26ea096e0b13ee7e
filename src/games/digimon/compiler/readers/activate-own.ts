/**
 * "activate 1 of this Digimon's [When Digivolving] effects": one of its own effects of that timing
 * runs again; "activate 1 of that Digimon's [On Play] effects" after a trigger that names a
 * Digimon: one of that Digimon's effects of that timing, run as its own; "activate the [When
 * Digivolving] effects of the Digimon this effect played": all of them, each played one's as its own.
 */
import type { EffectContext } from "../reading.ts";
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { TIMING_OF } from "../text/headers.ts";

export function activateOwn(c: Cursor, ctx?: EffectContext): Op[] | null {
  return c.try(() => {
    const m = c.re("activate 1 of (this|that) Digimon's \\[([^\\]]+)\\] effects?");
    const timing = m ? TIMING_OF[m[2]!] : undefined;
    if (!m || !timing) return allOwn(c) ?? ofPlayed(c);
    if (m[1]!.toLowerCase() === "this") return [{ op: "activateOwn", timing }];
    return ctx?.subject
      ? [{ op: "onReferent", referent: "subject", then: [{ op: "activateOwn", timing }] }]
      : null;
  });
}

/**
 * "activate this Digimon's [On Play] effects": every one of its effects of that timing; "activate
 * this Digimon's [When Digivolving] effect": its one effect of that timing (the player's pick, with several).
 */
function allOwn(c: Cursor): Op[] | null {
  return c.try(() => {
    const m = c.re("activate (all of )?this Digimon's \\[([^\\]]+)\\] effect(s?)");
    const timing = m ? TIMING_OF[m[2]!] : undefined;
    if (!m || !timing) return null;
    return m[1] || m[3] ? [{ op: "activateOwn", timing, all: true }] : [{ op: "activateOwn", timing }];
  });
}

/** "activate the [When Digivolving] effects of the Digimon this effect played": each one's, as its own. */
function ofPlayed(c: Cursor): Op[] | null {
  return c.try(() => {
    const m = c.re(
      "activate the \\[([^\\]]+)\\] effects of the Digimon (?:this effect played|played by this effect)",
    );
    const timing = m ? TIMING_OF[m[1]!] : undefined;
    return timing
      ? [{ op: "onReferent", referent: "played", then: [{ op: "activateOwn", timing, all: true }] }]
      : null;
  });
}
