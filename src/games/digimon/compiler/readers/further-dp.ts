/**
 * "1 of your opponent's Digimon gets -8000 DP until their turn ends. It further gets -3000 DP for
 * each of this Digimon's level 5 digivolution cards.": the second sentence deepens the DP change
 * the sentence before made to the same Digimon, by an amount per thing counted. Read as one DP
 * change whose amount is the first one plus the counted part, with the first one's duration.
 */
import type { Op } from "../../model/index.ts";
import { Cursor } from "../text/cursor.ts";
import { tally } from "./amounts.ts";

export function furtherDp(text: string, ops: Op[]): Op[] | null {
  const c = new Cursor(text);
  const m = c.re("(?:it|that Digimon) further gets ([+-]\\d+) DP");
  const by = m && tally(c);
  c.is("\\.");
  const last = ops.at(-1);
  if (!m || !by || !c.atEnd() || last?.op !== "dp" || typeof last.amount !== "number") return null;
  const times = Number(m[1]);
  // Only one chosen Digimon is "it", and "further" goes the same way as the change before.
  if (last.target === "this" || last.target.count !== 1 || last.target.upTo) return null;
  if (Math.sign(times) !== Math.sign(last.amount)) return null;
  return [...ops.slice(0, -1), { ...last, amount: { perEach: by, times, plus: last.amount } }];
}

/**
 * "By trashing your top security card, it further gets -5000 DP.": a choice paid for (15-7) that
 * deepens the DP change the sentence before made to its one chosen Digimon, for as long.
 */
export function furtherDpByCost(text: string, ops: Op[], readCost: (c: Cursor) => Op[] | null): Op[] | null {
  const c = new Cursor(text);
  const cost = c.try(() => (c.is("by") ? readCost(c) : null));
  if (!cost || !c.is(",")) return null;
  const m = c.re("(?:it|that Digimon) further gets ([+-]\\d+) DP");
  c.is("\\.");
  const last = ops.at(-1);
  if (!m || !c.atEnd() || last?.op !== "dp" || typeof last.amount !== "number") return null;
  if (last.target === "this" || last.target.count !== 1 || last.target.upTo) return null;
  const amount = Number(m[1]);
  if (Math.sign(amount) !== Math.sign(last.amount)) return null;
  const further: Op = { op: "dp", target: "this", amount, duration: last.duration };
  return [
    ...ops,
    { op: "may", cost, then: [{ op: "onReferent", referent: "it", chosenOnly: true, then: [further] }] },
  ];
}
