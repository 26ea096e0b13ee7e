/**
 * Sentences that only amend the digivolution an earlier sentence of the same effect performs:
 * "When it would digivolve by this effect, reduce the cost by 2."
 */
import type { CardFilter, DigivolveByOp, Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { filterPhrase } from "./filters.ts";

const WOULD_REDUCE =
  /^When (?:it|this Digimon|that Digimon) would digivolve (?:by|with) this effect, reduce (?:the|its) (?:digivolution |memory )?cost by (\d+)\.?$/i;

/** The last digivolution by an effect among these ops, looking into "may", "if" and the like. */
export function lastDigivolveBy(ops: Op[]): DigivolveByOp | null {
  for (let i = ops.length - 1; i >= 0; i--) {
    const op = ops[i]!;
    if (op.op === "digivolveBy") return op;
    for (const value of Object.values(op) as unknown[]) {
      if (!Array.isArray(value)) continue;
      const inner = value.filter((v): v is Op => typeof v === "object" && v !== null && "op" in v);
      const found = inner.length ? lastDigivolveBy(inner) : null;
      if (found) return found;
    }
  }
  return null;
}

/**
 * "When it would digivolve by this effect, reduce the cost by N." after a sentence that
 * digivolves: sets that digivolution's own reduction and returns true; false when it doesn't read.
 */
export function amendsDigivolve(text: string, before: Op[] | undefined): boolean {
  const m = WOULD_REDUCE.exec(text.trim());
  const op = m && before ? lastDigivolveBy(before) : null;
  if (!m || !op || op.cost === "free") return false;
  op.wouldReduce = (op.wouldReduce ?? 0) + Number(m[1]);
  return true;
}

/** "this [X] or [Y] trait Digimon": this Digimon, described; the filter it must match. */
export function thisWith(c: Cursor): CardFilter | null {
  return c.try(() => {
    if (!c.is("this")) return null;
    const f = filterPhrase(c, true);
    return f && f.category === "Digimon" && Object.keys(f).length > 1 ? f : null;
  });
}

/**
 * A cost paid with this Digimon alone ("By placing 3 cards ... as this Digimon's bottom
 * digivolution cards, it may digivolve ..."): the "it" of the effect after it is this Digimon.
 */
export function costNamesThis(cost: Op[]): boolean {
  return cost.every(
    (op) =>
      (op.op === "moveCards" && /^source/.test(op.to) && !op.onto) ||
      ("target" in op && op.target === "this"),
  );
}
