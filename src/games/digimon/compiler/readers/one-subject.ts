/**
 * One subject, several changes: "1 of your Digimon gets +1000 DP and <Blocker>" changes one
 * Digimon, chosen once; "3 of your opponent's Digimon get -5000 DP and gain <Security Attack -1>"
 * changes the same 3, chosen once. A rule that reads such a clause gives one op per change, each with the
 * same target; the later ones are turned to the Digimon the first one chose (ops/it.ts), so the
 * player is not asked again and cannot split the changes.
 */
import type { FieldTarget, Op } from "../../model/index.ts";

/** The changes that can be written for "this Digimon" and so be done to the chosen one. */
const SHAREABLE = new Set<Op["op"]>(["dp", "gainKeyword", "restrict", "treatAsDigimon", "gainEffect"]);

function singleTarget(op: Op): FieldTarget | null {
  if (!("target" in op) || typeof op.target !== "object" || op.target === null) return null;
  const t = op.target as FieldTarget;
  return typeof t.count === "number" && !t.upTo ? t : null;
}

export function oneSubject(ops: Op[]): Op[] {
  const first = ops.length > 1 ? singleTarget(ops[0]!) : null;
  if (!first) return ops;
  const key = JSON.stringify(first);
  const same = (op: Op) => SHAREABLE.has(op.op) && JSON.stringify(singleTarget(op)) === key;
  if (!ops.every((op, i) => i === 0 || same(op)) || !same(ops[0]!)) return ops;
  // The DP change makes the choice when there is one, so its line still shows the DP before and after.
  const lead = Math.max(
    0,
    ops.findIndex((op) => op.op === "dp"),
  );
  const ordered = [ops[lead]!, ...ops.filter((_, i) => i !== lead)];
  return [
    ordered[0]!,
    ...ordered.slice(1).map((op): Op => ({
      op: "onReferent",
      referent: "it",
      chosenOnly: true,
      then: [{ ...op, target: "this" } as Op],
    })),
  ];
}
