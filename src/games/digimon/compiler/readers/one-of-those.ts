/**
 * "1 of those Digimon" after a trigger that may name several Digimon at once ("When you play a
 * Digimon with [X] in its name, 1 of those Digimon gains <Rush> for the turn"): when one event
 * plays, digivolves or sends several Digimon to attack, the trigger is about all of them, and the
 * effect picks one among them. The clause is read as for "1 Digimon", then that target is
 * narrowed to the trigger's Digimon (ops/primitives.ts pickTargets).
 */
import type { EffectContext } from "../reading.ts";
import type { FieldTarget, Op } from "../../model/index.ts";
import { Cursor } from "../text/cursor.ts";

/** The changes to one chosen Digimon that "1 of those Digimon" can take. */
const CHOSEN = new Set<Op["op"]>(["dp", "gainKeyword"]);

export function oneOfThoseDigimon(
  c: Cursor,
  ctx: EffectContext,
  effect: (c: Cursor, ctx: EffectContext) => Op[] | null,
): Op[] | null {
  if (!ctx.subject) return null;
  if (!c.is("(?:1|one) of those Digimon(?!')")) return null;
  const head = "1 Digimon";
  const sub = new Cursor(head + c.rest());
  const ops = effect(sub, ctx);
  if (!ops || sub.i < head.length || ops.length !== 1 || !CHOSEN.has(ops[0]!.op)) return null;
  const op = ops[0]!;
  const t = "target" in op ? (op.target as FieldTarget | "this" | undefined) : undefined;
  if (
    !t ||
    t === "this" ||
    t.side !== "any" ||
    t.count !== 1 ||
    t.upTo ||
    Object.keys(t.filter).join() !== "category"
  )
    return null;
  c.i += sub.i - head.length;
  const target: FieldTarget = { ...t, filter: { ...t.filter, amongSubjects: true } };
  return [{ ...op, target } as Op];
}
