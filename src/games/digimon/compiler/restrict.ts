/**
 * "1 of their Digimon or Tamers can't unsuspend until their turn ends", "It doesn't unsuspend
 * during your opponent's next unsuspend phase", "Your opponent's Digimon don't unsuspend ...".
 */
import type { FieldTarget, Op } from "../ability.ts";
import type { Cursor } from "./cursor.ts";
import type { EffectContext } from "./effects.ts";
import { fieldTarget, filterPhrase } from "./filters.ts";

type Subject = FieldTarget | "this" | "them";

function subject(c: Cursor): Subject | null {
  if (c.is("it|that Digimon|those Digimon|that Tamer|the Digimon")) return "them";
  const t = fieldTarget(c);
  if (t) return t;
  return c.try(() => {
    const m = c.re("(your opponent's|their)");
    const f = m && filterPhrase(c, true);
    return f ? { side: "opponent" as const, count: "all" as const, filter: f } : null;
  });
}

export function noUnsuspend(c: Cursor, ctx: EffectContext): Op[] | null {
  const target = subject(c);
  if (!target || !c.is("(?:can't|cannot|doesn't|don't|does not|do not) unsuspend")) return null;
  if (c.is("(?:during|in) (?:your opponent's|their|its owner's) next unsuspend phase"))
    return [{ op: "noUnsuspend", target, until: "nextUnsuspendPhase" }];
  const until =
    c.is(
      "until (?:the end of (?:your opponent's|their|the opponent's)(?: next)? turn|(?:their|your opponent's) (?:next )?turn ends)",
    ) || ctx.duration === "untilOpponentTurnEnds";
  return until ? [{ op: "noUnsuspend", target, until: "untilOpponentTurnEnds" }] : null;
}
