/**
 * "This Digimon can't attack and isn't affected by your opponent's effects": a second clause that
 * leaves out the subject of the first ("this Digimon") is read as if it named it again.
 */
import type { Op } from "../../model/index.ts";
import { Cursor } from "../text/cursor.ts";

const SUBJECT = /^\s*this Digimon\b/i;
const PREDICATE = "(?:can't|can|cannot|isn't|is|doesn't|gets|gains|loses)\\b";

export function sharedThisSubject(
  c: Cursor,
  firstText: string,
  read: (x: Cursor) => Op[] | null,
): Op[] | null {
  if (!SUBJECT.test(firstText) || !c.peek(PREDICATE)) return null;
  return c.try(() => {
    const head = "this Digimon ";
    const sub = new Cursor(head + c.rest());
    const ops = read(sub);
    if (!ops || sub.i <= head.length) return null;
    c.i += sub.i - head.length;
    return ops;
  });
}
