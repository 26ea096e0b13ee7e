/**
 * Operations about a Digimon's stack and how it left the field: "If deleted outside of a
 * battle, ..." in an [On Deletion] effect.
 */
import type { Op } from "./ability.ts";
import { type OpScope, runOp } from "./ops.ts";

/** Runs `then` only when the deletion that triggered the effect happened (or not) in battle. */
export function runIfDeleted(sc: OpScope, op: Extract<Op, { op: "ifDeleted" }>): string[] {
  const how = sc.source?.deletedInBattle;
  if (how === undefined) return ["this effect was not triggered by a deletion, so the rest does nothing"];
  if (how !== op.inBattle)
    return [`it was deleted ${how ? "in" : "outside of"} a battle, so the rest does nothing`];
  return op.then.flatMap((o) => runOp(sc, o));
}
