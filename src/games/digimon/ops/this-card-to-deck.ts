/**
 * "By returning this card to the bottom of the deck, ...": the card whose effect triggered in
 * the trash (15-8-3-5) goes under its owner's deck, if it is still there as the same card (3-1-3-1).
 * "By trashing this card, ...": a card face up in the security stack goes to the trash (15-14-5-1).
 */
import type { OpScope } from "./scope.ts";
import { findThisCard } from "./this-card.ts";
import { cardName } from "../state/state.ts";
import { recordEvent } from "../state/events.ts";
import { toTrash } from "./primitives.ts";
import { emitDeckAdded } from "./deck-added.ts";

/** Why the card can't go to the deck now, or null. */
export function cannotReturnSelfToDeck(sc: OpScope): string | null {
  const found = findThisCard(sc);
  if ("why" in found) return found.why;
  if (found.zone === "battle" || found.zone === "breeding")
    return `${cardName(found.card)} is on the field, where "this card" does not leave on its own`;
  return null;
}

/** Why the card can't be trashed from the security stack now, or null. */
export function cannotTrashThisCard(sc: OpScope): string | null {
  const found = findThisCard(sc);
  if ("why" in found) return found.why;
  if (found.zone !== "security")
    return `${cardName(found.card)} is not in the security stack, the only place this effect trashes it from`;
  return null;
}

export function trashThisCard(sc: OpScope): string[] {
  const found = findThisCard(sc);
  const why = cannotTrashThisCard(sc);
  if (why || "why" in found) return [`this card is not trashed: ${why}`];
  found.take();
  toTrash(sc.s, [found.card]);
  recordEvent(sc.ctx, {
    kind: "securityRemoved",
    player: found.card.owner,
    trashed: [found.card],
    byEffect: sc.me,
  });
  return [`${cardName(found.card)} is trashed from player ${found.card.owner}'s security stack`];
}

export function returnSelfToDeck(sc: OpScope): string[] {
  const found = findThisCard(sc);
  const why = cannotReturnSelfToDeck(sc);
  if (why || "why" in found) return [`this card does not go to the deck: ${why}`];
  const { card, zone, take } = found;
  take();
  card.epoch += 1;
  sc.s.players[card.owner]!.deck.push(card);
  emitDeckAdded(sc, [card], zone === "trash" ? [card] : []);
  const from = zone === "no area" ? "" : ` from the ${zone}`;
  return [`${cardName(card)} returns${from} to the bottom of player ${card.owner}'s deck`];
}
