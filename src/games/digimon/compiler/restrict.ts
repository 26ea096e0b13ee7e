/**
 * "1 of their Digimon or Tamers can't unsuspend until their turn ends", "It doesn't unsuspend
 * during your opponent's next unsuspend phase", "Your opponent's Digimon don't unsuspend ...".
 */
import type { Duration, Op, FieldTarget, Restriction } from "../model/index.ts";
import type { Cursor } from "./cursor.ts";
import { duration } from "./duration.ts";
import type { EffectContext } from "./effects.ts";
import { fieldTarget, filterPhrase } from "./filters.ts";

type Subject = FieldTarget | "this" | "them";

function subject(c: Cursor): Subject | null {
  if (c.is("it|that Digimon|those Digimon|that Tamer|the Digimon|they|cards this effect suspended"))
    return "them";
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
  if (!target || !c.is("(?:can't|cannot|doesn't|don't|does not|do not) (?:be )?unsuspend(?:ed)?"))
    return null;
  if (c.is("(?:during|in) (?:your opponent's|their|its owner's) next unsuspend phase"))
    return [{ op: "noUnsuspend", target, until: "nextUnsuspendPhase" }];
  const until = duration(c) === "untilOpponentTurnEnds" || ctx.duration === "untilOpponentTurnEnds";
  return until ? [{ op: "noUnsuspend", target, until: "untilOpponentTurnEnds" }] : null;
}

/** The duration the sentence names, or the one a prefix ("Until ..., ...") set. */
export function durationIn(c: Cursor, ctx: EffectContext): Duration | null {
  return duration(c) ?? ctx.duration ?? null;
}

/** "1 of their Digimon can't attack players until the end of their turn", "... can't attack or block". */
export function cantAttack(c: Cursor, ctx: EffectContext): Op[] | null {
  const target = subject(c);
  const m = target && c.re("(?:can't|cannot) (attack players|attack or block|attack|block)");
  if (!target || !m) return null;
  const what = m[1]!.toLowerCase();
  const cant: Restriction[] =
    what === "attack players"
      ? ["attackPlayers"]
      : what === "attack or block"
        ? ["attack", "block"]
        : [what as Restriction];
  const d = durationIn(c, ctx);
  return d ? [{ op: "restrict", target, cant, duration: d }] : null;
}
