/**
 * "that Digimon" after a trigger that names one ("When one of your Digimon attacks, by suspending
 * this Tamer, that Digimon gets +2000 DP for the turn"): the Digimon the trigger was about. The
 * clause is read as for "1 Digimon", then that target is narrowed to the trigger's subject.
 */
import type { EffectContext } from "../reading.ts";
import type { FieldTarget, Op } from "../../model/index.ts";
import { Cursor } from "../text/cursor.ts";

/** The ops whose single target goes through the engine's target choice (ops.ts chooseTargets). */
const CHOSEN = new Set<Op["op"]>(["dp", "gainKeyword", "delete", "suspend"]);

export function thatDigimon(
  c: Cursor,
  ctx: EffectContext,
  effect: (c: Cursor, ctx: EffectContext) => Op[] | null,
): Op[] | null {
  if (!ctx.subject) return null;
  // "have that Digimon get/gain ...": the same as "that Digimon gets/gains ..."; "give that Digimon ...".
  const m = c.re("(give )?(?:have )?that Digimon(?!')");
  if (!m) return null;
  return readAsOneDigimon(c, ctx, effect, `${m[1] ?? ""}1 Digimon`, CHOSEN, { subject: true });
}

/**
 * Reads the rest of the clause as if it began with `head` ("1 Digimon"); when that gives one
 * change in `chosen` to a single Digimon of either side, its target is narrowed by `narrow` and
 * the cursor moves past what was read. Otherwise nothing is read.
 */
export function readAsOneDigimon(
  c: Cursor,
  ctx: EffectContext,
  effect: (c: Cursor, ctx: EffectContext) => Op[] | null,
  head: string,
  chosen: ReadonlySet<Op["op"]>,
  narrow: Partial<FieldTarget["filter"]>,
): Op[] | null {
  const sub = new Cursor(head + c.rest());
  const ops = effect(sub, ctx);
  if (!ops || sub.i < head.length || ops.length !== 1 || !chosen.has(ops[0]!.op)) return null;
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
  const target: FieldTarget = { ...t, filter: { ...t.filter, ...narrow } };
  return [{ ...op, target } as Op];
}
