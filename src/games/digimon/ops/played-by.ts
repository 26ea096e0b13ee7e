/**
 * The name of the card whose effect plays a card, kept with the play so that the played card's
 * own effects can ask "if this card was played by [X]'s effect" (15-3).
 */
import type { OpScope } from "./scope.ts";
import { top } from "../state/state.ts";
import { findThisCard } from "./this-card.ts";

export function playedBy(sc: OpScope): { by?: string } {
  const name = findThisCard(sc).card?.def.name ?? (sc.self ? top(sc.self).def.name : undefined);
  return name ? { by: name } : {};
}
