/**
 * A trigger-type effect whose whole text hangs on one processing condition ("When ..., if you have 3
 * or fewer security cards, ...") activates only when that condition holds as it would activate
 * (15-8-3-9-2); one that does not activate spends no [Once Per Turn] (15-14-1, official Q&A).
 */
import type { Ability } from "../model/index.ts";
import { describeCond } from "../derive/index.ts";
import { ifHolds } from "./control.ts";
import type { OpScope } from "./scope.ts";

/** The condition's words when the whole effect waits on a condition that does not hold now, else null. */
export function unmetProcessingCondition(sc: OpScope, ability: Ability): string | null {
  if (ability.cost?.length || ability.ops.length !== 1) return null;
  const only = ability.ops[0]!;
  if (only.op !== "if" || ifHolds(sc, only)) return null;
  return describeCond(only.cond);
}
