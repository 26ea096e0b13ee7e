/**
 * Reveal groups whose first sentence does more than reveal: "By suspending this Digimon, reveal
 * the top 3 cards of your deck.", "If it's your turn, reveal ...". The reveal is read as an op
 * whose picks and rest the sentences after it fill in (body.ts).
 */
import type { Op } from "../ability.ts";
import type { Clause } from "./body.ts";
import type { Cursor } from "./cursor.ts";
import type { EffectContext } from "./effects.ts";

export type RevealOp = Extract<Op, { op: "reveal" }>;

/** "reveal the top 3 cards of your deck", only where the sentences after it may complete it. */
export function revealTop(c: Cursor, ctx: EffectContext): Op[] | null {
  if (!ctx.revealGroup) return null;
  const m = c.re("reveal (?:the top (\\d+) cards|(\\d+) cards? from the top|the top card) of your deck");
  return m ? [{ op: "reveal", n: Number(m[1] ?? m[2] ?? 1), picks: [], rest: "deckBottom" }] : null;
}

/** The reveal op a clause holds, wherever it sits (in a "may", an "if"), when it is the clause's last. */
export function openReveal(cl: Clause): RevealOp | null {
  const last = (ops: Op[]): RevealOp | null => {
    const op = ops[ops.length - 1];
    if (!op) return null;
    if (op.op === "reveal") return op;
    return op.op === "may" || op.op === "if" ? last(op.then) : null;
  };
  return last(cl.ops);
}
