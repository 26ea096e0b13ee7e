/**
 * Clauses whose Digimon is a pronoun: "unsuspend it", "it unsuspends", "that Digimon may
 * attack", "it attacks a player". ops/referent.ts decides at run time which Digimon "it" is.
 */
import type { EffectContext } from "../reading.ts";
import type { AttackByOp, Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

const IT = "(?:it|that Digimon)";

function attackTarget(words: string | undefined): Pick<AttackByOp, "target"> {
  if (!words) return {};
  return { target: /player/i.test(words) ? "player" : "digimon" };
}

/** ", even an unsuspended one" (normalize.ts's wording of "This effect allows you to attack unsuspended Digimon as well"). */
export function evenUnsuspended(c: Cursor): Pick<AttackByOp, "unsuspendedToo"> {
  return c.is(",? even an unsuspended one") ? { unsuspendedToo: true } : {};
}

export function pronounClause(c: Cursor, ctx: EffectContext): Op[] | null {
  // After a trigger that names a Digimon, pronoun-sentences.ts's pronounSentence reads "it" as that Digimon.
  if (ctx.subject) return null;
  const withIt = (then: Op[]): Op[] => [{ op: "onReferent", referent: "it", then }];
  if (c.is(`unsuspend ${IT}|${IT} unsuspends`)) return withIt([{ op: "unsuspendThis" }]);
  if (c.is(`${IT} may unsuspend`)) return withIt([{ op: "may", then: [{ op: "unsuspendThis" }] }]);
  const target = "(?:(a player|your opponent(?!')|your opponent's Digimon|an opponent's Digimon))";
  // "it can attack your opponent's Digimon": the same permission, in an older printing's words.
  let m = c.re(`${IT} (?:may|can) attack(?: ${target})?`);
  if (m) return withIt([{ op: "attackBy", who: "this", ...attackTarget(m[1]), ...evenUnsuspended(c) }]);
  m = c.re(`${IT} attacks(?: ${target})?`);
  if (m) return withIt([{ op: "attackBy", who: "this", must: true, ...attackTarget(m[1]) }]);
  return null;
}
