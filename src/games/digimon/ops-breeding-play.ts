/**
 * Playing a card by an effect into the breeding area ("to an empty space in your breeding
 * area"), and the "without the same name as the cards in your battle area or trash" choice.
 */
import type { OpScope } from "./ops.ts";
import { type CardInst, type Permanent, newPermanent } from "./state.ts";
import { identityOf } from "./identity.ts";

/** The areas whose card names a played card must not share. */
export type NameAreas = ("battle" | "trash")[];

/**
 * Whether the card shares a name with none of the player's cards in those areas: in the battle
 * area only the cards themselves count, not the digivolution cards or cards under Tamers
 * (official Q&A Q3531, Q3532).
 */
export function hasNewName(sc: OpScope, card: CardInst, areas: NameAreas): boolean {
  const mine = sc.s.players[sc.me]!;
  const there = [
    ...(areas.includes("battle") ? mine.battle.map((p) => p.stack[0]!) : []),
    ...(areas.includes("trash") ? mine.trash : []),
  ];
  const names = new Set(there.flatMap((c) => identityOf(c.def).names));
  return !identityOf(card.def).names.some((n) => names.has(n));
}

/** Why nothing can be played into the breeding area now, or null: it holds one card at most (3-4-7-2). */
export function breedingFull(sc: OpScope): string | null {
  return sc.s.players[sc.me]!.breeding.length > 0
    ? `player ${sc.me}'s breeding area is not empty, so nothing can be played there (3-4-7-2)`
    : null;
}

/**
 * Places a played card in the breeding area. Effects there neither trigger nor activate and no
 * trigger condition is met by it (3-4-7-4, 3-4-7-6), so no "played" event is recorded; it still
 * came into play this turn (official Q&A Q3534).
 */
export function placeInBreeding(sc: OpScope, card: CardInst): Permanent {
  card.epoch += 1;
  const perm = newPermanent(sc.s, [card]);
  perm.since = sc.ctx.nextMoment();
  sc.s.players[sc.me]!.breeding.push(perm);
  return perm;
}
