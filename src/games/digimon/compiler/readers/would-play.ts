/**
 * A sentence that only amends the play an earlier sentence of the same effect performs:
 * "When it would be played by this effect, reduce the play cost by 4."
 */
import type { Op } from "../../model/index.ts";

const WOULD_REDUCE =
  /^When (?:it|that card|the card|that Digimon) would be played (?:by|with) this effect, reduce (?:the|its) (?:play |memory )?cost by (\d+)\.?$/i;

type PlayFrom = Extract<Op, { op: "playFrom" }>;

/** The last play from an area among these ops, looking into "may", "if" and the like. */
export function lastPlayFrom(ops: Op[]): PlayFrom | null {
  for (let i = ops.length - 1; i >= 0; i--) {
    const op = ops[i]!;
    if (op.op === "playFrom") return op;
    for (const value of Object.values(op) as unknown[]) {
      if (!Array.isArray(value)) continue;
      const inner = value.filter((v): v is Op => typeof v === "object" && v !== null && "op" in v);
      const found = inner.length ? lastPlayFrom(inner) : null;
      if (found) return found;
    }
  }
  return null;
}

/** Adds the reduction to the play before it and returns true; false when the sentence isn't one. */
export function amendsPlay(text: string, before: Op[] | undefined): boolean {
  const m = WOULD_REDUCE.exec(text.trim());
  const op = m && before ? lastPlayFrom(before) : null;
  if (!m || !op || op.free) return false;
  op.reduce = (op.reduce ?? 0) + Number(m[1]);
  return true;
}
