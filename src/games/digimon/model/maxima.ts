/**
 * The maximums an effect shows in its text, by kind (15-15-4): "level 4 or lower" (maxLevel),
 * "6000 DP or less" (maxDp), "play cost 5 or lower" (maxPlayCost), a total to add up to (a
 * deletion's maxTotal, DP, play cost or level as its `by` says; a play's maxTotalCost). Conditions are
 * not "this effect's" maximum and are left alone. A play's cost reduction ("reduced by 3") is a
 * number shown in text too.
 */
import type { RaiseMaxOp } from "./ops.ts";

type Field = RaiseMaxOp["field"];

const KEYS: Record<Field, string[]> = {
  dp: ["maxDp", "maxTotal"],
  level: ["maxLevel", "maxTotal"],
  playCost: ["maxPlayCost", "maxTotal", "maxTotalCost"],
  reduction: ["reduce"],
};

/** Whether `key` of `owner` is a maximum of that kind: a deletion's total counts DP unless it says play cost. */
function isMax(owner: Record<string, unknown>, key: string, field: Field): boolean {
  if (!KEYS[field].includes(key) || typeof owner[key] !== "number") return false;
  return key !== "maxTotal" || (owner.by ?? "dp") === field;
}

/** A copy with every maximum of that kind moved by `delta`. */
export function raiseShownMaxima<T>(value: T, field: Field, delta: number): T {
  if (Array.isArray(value)) return value.map((v: unknown) => raiseShownMaxima(v, field, delta)) as T;
  if (value === null || typeof value !== "object") return value;
  const owner = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(owner)) {
    if (k === "cond") out[k] = v;
    else if (isMax(owner, k, field)) out[k] = (v as number) + delta;
    else out[k] = raiseShownMaxima(v, field, delta);
  }
  return out as T;
}

/** Whether the value shows a maximum of that kind in text: one not shown can't be raised (15-15-4-3). */
export function showsMaximum(value: unknown, field: Field): boolean {
  if (Array.isArray(value)) return value.some((v) => showsMaximum(v, field));
  if (value === null || typeof value !== "object") return false;
  const owner = value as Record<string, unknown>;
  return Object.entries(owner).some(
    ([k, v]) => k !== "cond" && (isMax(owner, k, field) || showsMaximum(v, field)),
  );
}
