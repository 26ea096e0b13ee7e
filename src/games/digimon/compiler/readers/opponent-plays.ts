/**
 * "Your opponent may play 1 Tamer card from their hand without paying its memory cost": a play
 * the opponent makes, from their own hand, choosing the card (or none) themselves.
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { cardSpec } from "./filters.ts";

export function opponentPlays(c: Cursor): Op[] | null {
  if (!c.is("your opponent (?:may|can) play")) return null;
  const spec = cardSpec(c);
  if (!spec || spec.count !== 1 || !c.is("from their hand")) return null;
  if (!c.is("without paying (?:the|its memory|its|their) costs?")) return null;
  return [{ op: "playFrom", from: "hand", filter: spec.filter, free: true, by: "opponent" }];
}
