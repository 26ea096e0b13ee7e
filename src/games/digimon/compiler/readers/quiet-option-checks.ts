/**
 * "[While C,] this Digimon doesn't activate [Security] effects on Option cards it checks" ("this
 * Digimon with the [X] trait doesn't ...", "... the [Security] effects of any Option cards it checks"): the
 * Option cards its security checks reveal do nothing (turn/attack.ts securityCheck), as a
 * restriction on this Digimon while the condition holds.
 */
import type { BodyFields } from "../reading.ts";
import type { Cond } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { selfOrShared, selfWith } from "./persistent-effects.ts";

export function quietOptionChecks(c: Cursor): BodyFields | null {
  return c.try((): BodyFields | null => {
    const lead = c.try((): Cond | null => {
      if (!c.is("while")) return null;
      const k = selfOrShared(c);
      return k && c.is(",") ? k : null;
    });
    // "This Digimon with the [X] trait doesn't activate ...": as "While this Digimon has the [X] trait, it ...".
    const own = lead ? null : selfWith(c);
    const cond = lead ?? own;
    // "the [Security] effects on cards checked by this Digimon don't activate": any card's.
    const any =
      !own && c.is("the \\[Security\\] effects on cards checked by this Digimon (?:don't|do not) activate");
    if (
      !any &&
      !c.is(
        `${own ? "" : "(?:this Digimon|it) "}(?:doesn't|does not) activate (?:\\[Security\\] (?:effects|skills) on Option cards|the \\[Security\\] effects of any Option cards) it checks`,
      )
    )
      return null;
    if (!c.atEnd()) return null;
    return {
      category: "persistent",
      ops: [],
      persistent: {
        kind: "continuous",
        grants: [{ cant: any ? "activateCheckedSecurity" : "activateOptionSecurity" }],
        ...(cond ? { while: cond } : {}),
      },
    };
  });
}
