/**
 * "This effect can't increase the number of cards in your security stack to 6 or more.": a
 * sentence that caps the <Recovery> of the clause before it; each card it would place beyond
 * the cap is not placed.
 */
import type { Op } from "../../model/index.ts";
import { Cursor } from "../text/cursor.ts";

type Recovery = Extract<Op, { op: "recovery" }>;

/** The recoveries among these ops, inside "you may", "if" and "for each". */
function recoveries(ops: Op[]): Recovery[] {
  return ops.flatMap((op) =>
    op.op === "recovery"
      ? [op]
      : op.op === "may" || op.op === "if" || op.op === "scaled"
        ? recoveries(op.then)
        : [],
  );
}

/** Reads the sentence as a cap on the last clause's recoveries; true when it did (and changed them). */
export function recoveryLimit(text: string, last: { ops: Op[] } | undefined): boolean {
  const targets = last ? recoveries(last.ops) : [];
  if (targets.length === 0) return false;
  const c = new Cursor(text.trim());
  const m = c.re("this effect can't increase the number of cards in your security stack to (\\d+) or more");
  if (!m || !c.atEnd()) return false;
  for (const op of targets) op.maxSecurity = Number(m[1]) - 1;
  return true;
}
