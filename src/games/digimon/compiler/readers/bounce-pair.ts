/**
 * "Return 1 of your opponent's suspended Digimon and 1 of their suspended Tamers to the bottom of
 * their owners' decks.": two choices, each returned the same way (the cards under them trashed, 4-7-8).
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { fieldTarget } from "./filters.ts";

const OWNERS = "(?:its owner's|their owner's|their owners'|the|its owners'|their)";

export function bouncePair(c: Cursor): Op[] | null {
  if (!c.is("return")) return null;
  const first = fieldTarget(c, false);
  if (!first || first === "this" || !c.is("and")) return null;
  const second = fieldTarget(c, false);
  if (!second || second === "this") return null;
  if (first.count === "all" || second.count === "all") return null;
  const m = c.re(`to (?:the (bottom|top) of ${OWNERS} decks?(?: in any order)?|${OWNERS} (hands?))`);
  if (!m) return null;
  const to = m[2] ? "hand" : m[1]!.toLowerCase() === "top" ? "deckTop" : "deckBottom";
  return [
    { op: "bounce", target: first, to },
    { op: "bounce", target: second, to },
  ];
}
