/**
 * Sentences that change the play of the sentence before: "This effect can't play cards with the
 * same name as any of your Tamers.", "This effect can't play cards of the same level.", "This
 * effect can't play [X].", "If you have 8 or more ... in your trash, add 2 to the
 * maximum level of the card this effect can play."
 */
import type { Cond, Op } from "../../model/index.ts";
import { Cursor } from "../text/cursor.ts";
import { condition } from "./conditions.ts";
import { NAMES, names } from "./filters.ts";

type PlayFrom = Extract<Op, { op: "playFrom" }>;

/** The plays among these ops, inside "you may", "if" and costs' consequences. */
function plays(ops: Op[]): PlayFrom[] {
  return ops.flatMap((op) =>
    op.op === "playFrom" ? [op] : op.op === "may" || op.op === "if" ? plays(op.then) : [],
  );
}

/** Reads the sentence as a limit on the last clause's plays; true when it did (and changed them). */
export function playLimit(text: string, last: { ops: Op[] } | undefined): boolean {
  const targets = last ? plays(last.ops) : [];
  if (targets.length === 0) return false;
  const c = new Cursor(text.trim());
  const m = c.re("this effect can't play cards with the same names? as any of your (Tamers|Digimon)");
  if (m && c.atEnd()) {
    const area = m[1]!.toLowerCase() === "tamers" ? ("tamers" as const) : ("digimon" as const);
    for (const op of targets) op.newNameIn = [...(op.newNameIn ?? []), area];
    return true;
  }
  c.i = 0;
  if (c.is("this effect can't play (?:cards|Digimon) of the same level") && c.atEnd()) {
    for (const op of targets) op.distinctLevels = true;
    return true;
  }
  c.i = 0;
  // "This effect can't play [Plutomon].": no card of that name.
  const named = c.re(`this effect can't play (${NAMES})\\.?`);
  if (named && c.atEnd()) {
    for (const op of targets) op.filter.noneOf = [...(op.filter.noneOf ?? []), { nameIs: names(named[1]!) }];
    return true;
  }
  c.i = 0;
  const raise = c.try((): { cond: Cond; by: number } | null => {
    if (!c.is("if")) return null;
    const cond = condition(c);
    const r =
      cond && c.re(",\\s*add (\\d+) to the maximum level of the (?:card|Digimon) this effect can play");
    return r && c.atEnd() ? { cond: cond!, by: Number(r[1]) } : null;
  });
  if (!raise || targets.some((op) => op.filter.maxLevel === undefined)) return false;
  for (const op of targets) op.raiseMaxLevel = raise;
  return true;
}
