/**
 * Sentences that change the numbers of the effect before them.
 *
 * "Add 1 to the number of cards trashed by this effect for every 10 cards in your opponent's
 * trash.": the trashing of the sentence before takes that many more cards, so the reading adds a
 * trashing of the same cards, scaled by the count, right after it.
 */
import type { Op } from "../../model/index.ts";
import { Cursor } from "../text/cursor.ts";
import { tally } from "./amounts.ts";
import { condition } from "./conditions.ts";

const TRASHES = new Set<Op["op"]>(["trashSecurity", "trashDeck", "trashHand"]);

export function raiseTrashCount(text: string, ops: Op[]): Op[] | null {
  const c = new Cursor(text);
  const m = c.re("add (\\d+) to the number of cards trashed by this effect");
  const by = m && tally(c);
  const last = ops.at(-1);
  if (!m || !by || !c.atEnd() || !last || !TRASHES.has(last.op)) return null;
  if (last.op === "trashSecurity" && last.all) return null;
  const more = { ...last, n: Number(m[1]) } as Op;
  // The extra cards go first, so the count is taken before this effect trashes anything.
  return [...ops.slice(0, -1), { op: "scaled", by, then: [more] }, last];
}

/** A DP reduction the sentence before made, with its amount changed by `by`; null when there is none. */
function deeper(ops: Op[], by: number): Op[] | null {
  let found = false;
  const out = ops.map((op): Op => {
    if (op.op !== "dp" || typeof op.amount !== "number" || op.amount >= 0) return op;
    found = true;
    return { ...op, amount: op.amount + by };
  });
  return found ? out : null;
}

/**
 * "If there are 3 or more Digimon, increase the DP reduction of this effect by -3000.": when the
 * condition holds, the DP reduction before it is that much larger (read as overwrite processing, 18-2-3).
 */
export function raiseDpReduction(text: string, ops: Op[]): Op[] | null {
  const c = new Cursor(text);
  const cond = c.try(() => {
    if (!c.is("if")) return null;
    const k = condition(c);
    return k && c.is(",") ? k : null;
  });
  const m = cond && c.re("increase the DP reduction of this effect by -(\\d+)");
  const instead = m && c.atEnd() ? deeper(ops, -Number(m[1])) : null;
  return cond && instead ? [{ op: "overwrite", cond, optional: false, normal: ops, instead }] : null;
}

/**
 * "If [X] is in this Digimon's digivolution cards, add 2 to the number of cards this effect may
 * play.": when the condition holds, the play before it takes that many more cards (overwrite
 * processing, 18-2-3).
 */
export function raisePlayCount(text: string, ops: Op[]): Op[] | null {
  const c = new Cursor(text);
  const cond = c.try(() => {
    if (!c.is("if")) return null;
    const k = condition(c);
    return k && c.is(",") ? k : null;
  });
  const m = cond && c.re("add (\\d+) to the number of cards this effect (?:may|can) play");
  if (!cond || !m || !c.atEnd()) return null;
  let found = false;
  const more = ops.map((op): Op => {
    if (op.op !== "playFrom") return op;
    found = true;
    return { ...op, count: (op.count ?? 1) + Number(m[1]) };
  });
  return found ? [{ op: "overwrite", cond, optional: false, normal: ops, instead: more }] : null;
}

/**
 * "For each of your other Tamers, add 2 to the maximum number this effect may place.": the "up to"
 * placing of the sentence before takes that many more cards at most, counted when it runs.
 */
export function raisePlaceCount(text: string, ops: Op[]): Op[] | null {
  const c = new Cursor(text);
  const by = tally(c);
  const m = by && c.re(",?\\s*add (\\d+) to the maximum number (?:of cards )?this effect (?:may|can) place");
  if (!by || !m || !c.atEnd()) return null;
  let found = false;
  const raise = (list: Op[]): Op[] =>
    list.map((op): Op => {
      if (op.op === "may") return { ...op, then: raise(op.then) };
      if (op.op !== "moveCards" || !op.upTo || op.raise || !op.to.startsWith("source")) return op;
      found = true;
      return { ...op, raise: { by, n: Number(m[1]) } };
    });
  const out = raise(ops);
  return found ? out : null;
}
