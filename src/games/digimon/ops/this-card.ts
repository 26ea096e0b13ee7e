/**
 * "This card": the card an effect belongs to, wherever it is when the effect moves it. It may be
 * the Option being used or the card a security check revealed (in no area), a deleted or trashed
 * card whose effect waits in the trash (15-8-3-5), or the top card of the Digimon or Tamer whose
 * effect this is. Once the card has moved on it is a new card the effect no longer finds (3-1-3-1).
 */
import type { OpScope } from "./scope.ts";
import { emitHandAdded } from "./hand-added.ts";
import { type AreaName, type CardInst, cardName, locate, top } from "../state/state.ts";

export type ThisCard =
  { card: CardInst; zone: AreaName | "no area"; take: () => void } | { card?: CardInst; why: string };

const NEW_CARD = "so it is a new card the effect no longer refers to (3-1-3-1-2)";

export function findThisCard(sc: OpScope): ThisCard {
  const { s } = sc;
  const used = sc.usedCard;
  if (used) {
    const at = locate(s, used.uid);
    if (!at) return { card: used, zone: "no area", take: () => {} };
    const from = sc.activatedFrom;
    if (from && at.area === from.area && used.epoch === from.epoch) {
      const pile = s.players[at.player]![from.area];
      return { card: used, zone: from.area, take: () => void pile.splice(pile.indexOf(used), 1) };
    }
    return { card: used, why: `${cardName(used)} has moved to the ${at.area} since, ${NEW_CARD}` };
  }
  const src = sc.source;
  if (src) {
    const card = src.inherited ? src.abilityCard : src.host;
    const at = locate(s, card.uid);
    if (src.where === "trash") {
      if (at?.area !== "trash")
        return {
          card,
          why: `${cardName(card)} has left the trash${at ? ` for the ${at.area}` : ""}, ${NEW_CARD}`,
        };
      if (!src.inherited && card.epoch !== src.hostEpoch)
        return { card, why: `${cardName(card)} left the trash and came back, ${NEW_CARD}` };
      const trash = s.players[at.player]!.trash;
      return { card, zone: "trash", take: () => void trash.splice(trash.indexOf(card), 1) };
    }
    if (src.where === "security") {
      if (at?.area !== "security" || card.epoch !== src.hostEpoch)
        return { card, why: `${cardName(card)} has left the security stack, ${NEW_CARD}` };
      const stack = s.players[at.player]!.security;
      return { card, zone: "security", take: () => void stack.splice(stack.indexOf(card), 1) };
    }
    if (!at) return { card, why: `${cardName(card)} is nowhere to be found` };
    return { card, zone: at.area, take: () => {} };
  }
  if (sc.self) return { card: top(sc.self), zone: "battle", take: () => {} };
  return { why: "no card is known as this card here" };
}

/** Where "this card" can be played from: anywhere but the field itself, and only a Digimon or Tamer card. */
export function playableThisCard(sc: OpScope): ThisCard {
  const found = findThisCard(sc);
  if ("why" in found) return found;
  const { card, zone } = found;
  if (zone === "battle" || zone === "breeding")
    return {
      card,
      why: `${cardName(card)} is already on the field (in the ${zone} area), so it can't be played`,
    };
  if (card.def.category !== "Digimon" && card.def.category !== "Tamer")
    return {
      card,
      why: `${cardName(card)} is an ${card.def.category} card, and only a card with a play cost (a Digimon or Tamer) is played (7-1-1)`,
    };
  return found;
}

/** "Return / add this card to the hand": from the trash, the security check or the Option in use, to its owner's hand. */
export function thisCardToHand(sc: OpScope, verb: "returns" | "is added"): string[] {
  const found = findThisCard(sc);
  if ("why" in found) return [`this card does not go to the hand: ${found.why}`];
  const { card, zone, take } = found;
  if (zone === "battle" || zone === "breeding")
    return [`${cardName(card)} is on the field, where "this card" is not moved to the hand on its own`];
  if (zone === "hand") return [`${cardName(card)} is already in the hand`];
  take();
  card.epoch += 1;
  sc.s.players[card.owner]!.hand.push(card);
  emitHandAdded(sc, card.owner, 1, zone === "trash" ? [card] : []);
  const from = zone === "no area" ? "" : ` from the ${zone}`;
  return [`${cardName(card)} ${verb}${from} to player ${card.owner}'s hand`];
}
