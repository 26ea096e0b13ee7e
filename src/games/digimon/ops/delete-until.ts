/**
 * "Delete your opponent's Digimon until they have as many as N": the Digimon `target` names beyond
 * the count `keep` gives are chosen and deleted together, as one "delete N" (ops/delete.ts).
 */
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { count } from "../derive/index.ts";

export function runDeleteUntil(sc: OpScope, op: Extract<Op, { op: "deleteUntil" }>): string[] {
  const have = count(sc.s, sc.me, op.target, sc.self);
  const keep = count(sc.s, sc.me, op.keep, sc.self);
  const n = have - keep;
  if (n <= 0) return [`${have} Digimon, no more than ${keep}: none is deleted`];
  return sc.run({ op: "delete", target: { ...op.target, count: n } });
}
