/**
 * Reveal groups whose first sentence does more than reveal: "By suspending this Digimon, reveal
 * the top 3 cards of your deck.", "If it's your turn, reveal ...". The reveal is read as an op
 * whose picks and rest the sentences after it fill in (body.ts).
 */
import type { Clause, EffectContext } from "../reading.ts";
import type { Op, RevealPick } from "../../model/index.ts";
import { host } from "./costs.ts";
import { type Cursor, NUMBER, toNumber } from "../text/cursor.ts";
import { cardSpec } from "./filters.ts";

export type RevealOp = Extract<Op, { op: "reveal" }>;

/** "reveal the top 3 cards of your deck", only where the sentences after it may complete it. */
export function revealTop(c: Cursor, ctx: EffectContext): Op[] | null {
  if (!ctx.revealGroup) return null;
  const hand = c.re(`reveal ${NUMBER} cards? (?:in|from) your hand`);
  if (hand) return [{ op: "reveal", n: toNumber(hand[1]!), picks: [], rest: "hand", from: "hand" }];
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

/**
 * A revealed card placed or trashed: "place 1 such card face down under any of your [X] trait
 * Tamers", "place 1 [X] among them under this Tamer", "trash 1 such card". "such card" takes the
 * filter of the pick before it.
 */
export function placedPick(c: Cursor, before: RevealPick[]): RevealPick | null {
  return c.try((): RevealPick | null => {
    const verb = c.re("(place|trash)\\b");
    if (!verb) return null;
    const such = c.re(`${NUMBER} such cards?`);
    const prev = before[before.length - 1];
    const spec = such ? (prev ? { count: toNumber(such[1]!), filter: prev.filter } : null) : cardSpec(c);
    if (!spec) return null;
    c.is("among them");
    if (verb[1]!.toLowerCase() === "trash") return { count: spec.count, filter: spec.filter, to: "trash" };
    const faceDown = c.is("face down");
    const base = {
      count: spec.count,
      filter: spec.filter,
      to: "under" as const,
      ...(faceDown ? { faceDown } : {}),
    };
    if (c.is("under this Tamer|as this Digimon's bottom digivolution cards?")) return base;
    if (c.is("under your Tamers"))
      return { ...base, onto: { side: "you", count: 1, filter: { category: "Tamer" } } };
    const onto = host(c);
    return onto ? { ...base, onto } : null;
  });
}
