/**
 * "All players trash cards in their hand until they have 5 cards left", "Your opponent trashes
 * cards in their hand until they have 3 cards", "both players trash cards in their hand so that they have
 * 4 left": each player named picks which cards of theirs
 * go, until their hand holds that many (a hand already that small loses nothing).
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

export function trimHand(c: Cursor): Op[] | null {
  const m = c.re(
    "(?:(all players|both players|each player|your opponent|you) trash(?:es)?|trash) cards (?:in|from) (?:their|your) hands? (?:until|so that) (?:they|you|it) (?:each )?(?:have|has) (\\d+)(?: cards?)?(?: left)?",
  );
  if (!m) return null;
  // "Trash cards in your hand until it has 4 left": the player themself.
  const who = !m[1] || /^you$/i.test(m[1]) ? "you" : /opponent/i.test(m[1]) ? "opponent" : "both";
  return [{ op: "trimHand", keep: Number(m[2]), who }];
}
