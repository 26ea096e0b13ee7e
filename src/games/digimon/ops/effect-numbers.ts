/**
 * Effects that change another effect's numbers (15-15-4): "add 2 to this effect's level
 * maximum", "Add 1000 to the maximum DP you can choose with DP-based deletion effects".
 */
import type { CardFilter, FieldTarget, RaiseMaxOp } from "../model/index.ts";
import { raiseShownMaxima } from "../model/index.ts";
import { condHolds, continuousEffects, count, describeCond } from "../derive/index.ts";
import { type OpScope } from "./scope.ts";
import { countedOutcome } from "./outcome.ts";

const WORDS: Record<RaiseMaxOp["field"], string> = {
  dp: "DP maximum",
  level: "level maximum",
  playCost: "play cost maximum",
  reduction: "cost reduction",
};

/**
 * A copy of the ops with every maximum of that kind shown in their text moved by `delta`;
 * conditions are left alone: they are not "this effect's" maximum.
 */
export function raiseMaxima<T>(value: T, keys: string[], delta: number): T {
  if (Array.isArray(value)) return value.map((v: unknown) => raiseMaxima(v, keys, delta)) as T;
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (k === "cond") out[k] = v;
    else if (keys.includes(k) && typeof v === "number") out[k] = v + delta;
    else out[k] = raiseMaxima(v, keys, delta);
  }
  return out as T;
}

function runRaiseMax(sc: OpScope, op: RaiseMaxOp): string[] {
  const notes: string[] = [];
  let times = 1;
  if (op.after) {
    // What the effect did before: run first, then counted.
    const done = countedOutcome(sc, op.after.what, op.after.ops);
    notes.push(...done.out);
    times = done.k;
  }
  const how = { fromTrash: sc.source?.fromTrash === true, playedBy: sc.source?.playedBy };
  if (
    op.cond &&
    !condHolds(sc.s, sc.me, sc.self ?? sc.lastKnown, op.cond, undefined, undefined, undefined, how)
  ) {
    times = 0;
    notes.push(
      `the condition (${describeCond(op.cond)}) is not met, so the ${WORDS[op.field]} stays as printed`,
    );
  } else if (op.by) {
    times = count(sc.s, sc.me, op.by, sc.self);
    notes.push(`it counts ${times}`);
  }
  const delta = op.n * times;
  if (delta !== 0)
    notes.push(
      `this effect's ${WORDS[op.field]} is ${delta > 0 ? "raised" : "lowered"} by ${Math.abs(delta)} (15-15-4)`,
    );
  const ops = delta === 0 ? op.then : raiseShownMaxima(op.then, op.field, delta);
  return [...notes, ...ops.flatMap((o) => sc.run(o))];
}

export function runEffectNumbersOp(sc: OpScope, op: RaiseMaxOp): string[] {
  return runRaiseMax(sc, op);
}

/**
 * What continuous effects add to the maximum DP this player's DP-based deletion effects can
 * choose (15-15-4-1): "Add 1000 to the maximum DP you can choose with DP-based deletion
 * effects", or, `own`, only the effects of the Digimon that has it.
 */
export function deletionMaxBonus(sc: OpScope): { bonus: number; from: string[] } {
  let bonus = 0;
  const from: string[] = [];
  for (const src of continuousEffects(sc.s)) {
    if (src.owner !== sc.me) continue;
    for (const g of src.ability.persistent?.grants ?? [])
      if ("deletionMaxDp" in g && (!g.own || (src.self !== undefined && src.self === sc.self))) {
        bonus += g.deletionMaxDp;
        from.push(src.card.def.name);
      }
  }
  return { bonus, from };
}

/** A DP-based deletion's target with its printed maximum raised; a maximum not in the text stays absent (15-15-4-3). */
export function withDeletionMax(sc: OpScope, target: FieldTarget): { target: FieldTarget; note?: string } {
  if (target.filter.maxDp === undefined) return { target };
  const { bonus, from } = deletionMaxBonus(sc);
  if (bonus === 0) return { target };
  const filter: CardFilter = raiseMaxima(target.filter, ["maxDp"], bonus);
  const note = `the maximum DP this deletion can choose is ${filter.maxDp} (${target.filter.maxDp} + ${bonus} from ${[...new Set(from)].join(", ")}; 15-15-4-1)`;
  return { target: { ...target, filter }, note };
}

/** The same for "whose total DP adds up to N or less". */
export function totalWithDeletionMax(sc: OpScope, maxTotal: number): { maxTotal: number; note?: string } {
  const { bonus, from } = deletionMaxBonus(sc);
  if (bonus === 0) return { maxTotal };
  const note = `the total DP this deletion can choose is up to ${maxTotal + bonus} (${maxTotal} + ${bonus} from ${[...new Set(from)].join(", ")}; 15-15-4-1)`;
  return { maxTotal: maxTotal + bonus, note };
}
