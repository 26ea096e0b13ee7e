/**
 * "<Recovery +1 (Deck)> until there are 3 cards in your security stack": the keyword repeated
 * while the stack holds fewer, so as many cards as it lacks (none when it has enough).
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

export function recoveryUntil(c: Cursor): Op[] | null {
  const m = c.re(
    "(?:trigger\\s+)?<Recovery \\+1 \\(Deck\\)> until (?:there are|you have) (\\d+) cards? in your security stack",
  );
  return m ? [{ op: "recoveryUntil", total: Number(m[1]) }] : null;
}
