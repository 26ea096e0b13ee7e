/**
 * "Your opponent may trash 1 card in their hand. If they don't, gain 1 memory.": what follows
 * runs when the opponent declines the offer, or accepts but does nothing (ops/opponent-may.ts).
 */
import type { Op } from "../../model/index.ts";

const THEY_DONT = /^\s*if (?:they|your opponent) (?:don't|do not|didn't|did not)(?: do so)?,\s*/i;

/** The ops before, with the last "your opponent may" given what runs otherwise; null when it does not apply. */
export function theyDont(text: string, before: Op[], read: (text: string) => Op[] | null): Op[] | null {
  const m = THEY_DONT.exec(text);
  const offer = before.at(-1);
  if (!m || offer?.op !== "opponentMay" || offer.otherwise || offer.must) return null;
  const otherwise = read(text.slice(m[0].length));
  return otherwise ? [...before.slice(0, -1), { ...offer, otherwise }] : null;
}
