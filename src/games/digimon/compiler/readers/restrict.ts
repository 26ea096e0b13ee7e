/**
 * "1 of their Digimon or Tamers can't unsuspend until their turn ends", "It doesn't unsuspend
 * during your opponent's next unsuspend phase", "Your opponent's Digimon don't unsuspend ...".
 */
import type { EffectContext } from "../reading.ts";
import type { Duration, FieldTarget, Op, Restriction } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { duration, reachesOpponentTurn } from "./duration.ts";
import { fieldTarget, filterPhrase } from "./filters.ts";
import { restrictions } from "./persistent-effects.ts";

type Restricted = FieldTarget | "this" | "them";

/** Who a restriction holds for: a target, this Digimon, or "them" (the Digimon named before). */
export function restricted(c: Cursor): Restricted | null {
  if (
    c.is(
      "it|that Digimon|those Digimon|that Tamer|the Digimon|they|cards this effect suspended|(?:your opponent's )?(?:Digimon|cards) suspended (?:by|with) this effect",
    )
  )
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
  const target = restricted(c);
  if (!target || !c.is("(?:can't|cannot|doesn't|don't|does not|do not) (?:be )?unsuspend(?:ed)?"))
    return null;
  if (c.is("(?:during|in) (?:your opponent's|their|its owner's) next unsuspend phase"))
    return [{ op: "noUnsuspend", target, until: "nextUnsuspendPhase" }];
  const until = reachesOpponentTurn(duration(c)) || reachesOpponentTurn(ctx.duration);
  return until ? [{ op: "noUnsuspend", target, until: "untilOpponentTurnEnds" }] : null;
}

/** The duration the sentence names, or the one a prefix ("Until ..., ...") set. */
export function durationIn(c: Cursor, ctx: EffectContext): Duration | null {
  return duration(c) ?? ctx.duration ?? null;
}

/** "1 of their Digimon can't attack players until the end of their turn", "... can't attack or block". */
export function cantAttack(c: Cursor, ctx: EffectContext): Op[] | null {
  const target = restricted(c);
  // "can't attack Digimon" names what it can't attack: the restriction readers read that.
  const m =
    target &&
    c.re(
      "(?:can't|cannot) (attack players|attack or block|attack(?!\\s+(?:(?:your opponent's|their|your|an opponent's)\\s+)?Digimon)|block)",
    );
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

/** "1 of their Digimon and 1 of their Tamers can't suspend until their turn ends": each is chosen. */
export function pairCant(c: Cursor, ctx: EffectContext): Op[] | null {
  return c.try((): Op[] | null => {
    const first = fieldTarget(c, false);
    if (!first || first === "this" || !c.is("and")) return null;
    const second = fieldTarget(c, false);
    if (!second || second === "this") return null;
    const r = restrictions(c);
    const d = r && !r.by && (duration(c) ?? ctx.duration);
    if (!r || !d) return null;
    return [first, second].map((target) => ({ op: "restrict" as const, target, cant: r.cant, duration: d }));
  });
}
