/**
 * "Reveal the top card of your deck, and place it at the top or bottom of your deck.": a reveal
 * in one sentence whose card goes back where the player chooses (the reveal op with no picks).
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

export function revealAndPlace(c: Cursor): Op[] | null {
  const m = c.re(
    "reveal the top card of your deck,? and (?:place|return) it (?:at|on|to) the (top or bottom|top or the bottom|bottom) of (?:your|the) deck",
  );
  if (!m) return null;
  return [{ op: "reveal", n: 1, picks: [], rest: /^top/i.test(m[1]!) ? "topOrBottom" : "deckBottom" }];
}
