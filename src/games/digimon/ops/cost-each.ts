/**
 * An effect's own cost reduction that grows with a count ("For every 2 of your Tamers' colors,
 * reduce this effect's play cost by 1"): counted when the effect plays or digivolves, then
 * applied as the effect's fixed reduction would be when the cost is paid (7-1-3, 8-1-3; bans on
 * reducing still apply).
 */
import { count } from "../derive/index.ts";
import type { DigivolveByOp, Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";

type PlayFromOp = Extract<Op, { op: "playFrom" }>;

function counted(sc: OpScope, op: PlayFromOp | DigivolveByOp, rule: string): number {
  if (!op.reduceEach) return 0;
  const k = count(sc.s, sc.me, op.reduceEach.per, sc.self) * op.reduceEach.n;
  sc.ctx.note(`by its count, this effect reduces its own cost by ${k} (${rule})`);
  return k;
}

/** The play with its counted reduction added to `reduce`. */
export function playWithCountedReduction(sc: OpScope, op: PlayFromOp): PlayFromOp {
  if (!op.reduceEach || op.free) return op;
  return { ...op, reduce: (op.reduce ?? 0) + counted(sc, op, "7-1-3") };
}

/** The digivolution with its counted reduction added to its cost ("normal" becomes a reduction). */
export function digivolveWithCountedReduction(sc: OpScope, op: DigivolveByOp): DigivolveByOp {
  if (!op.reduceEach) return op;
  const cost = op.cost;
  if (cost !== "normal" && !(typeof cost === "object" && "reduce" in cost)) return op;
  const k = counted(sc, op, "8-1-3");
  return { ...op, cost: { reduce: (cost === "normal" ? 0 : cost.reduce) + k } };
}
