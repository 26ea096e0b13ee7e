/**
 * Playing a card by an effect into the breeding area ("to an empty space in your breeding
 * area"), and the limits on which card a play may pick: "without the same name as the cards in
 * your battle area or trash", "can't play cards with the same name as any of your Tamers", "add
 * N to the maximum level of the card this effect can play".
 */
import type { CardFilter, Op } from "../model/index.ts";
import { condHolds, identityOf } from "../derive/index.ts";
import type { OpScope } from "./scope.ts";
import { type CardInst, type Permanent, newPermanent } from "../state/state.ts";

/** The areas (or your Tamers or Digimon there) whose card names a played card must not share. */
export type NameAreas = ("battle" | "trash" | "tamers" | "digimon")[];

/**
 * Whether the card shares a name with none of the player's cards in those areas: in the battle
 * area only the cards themselves count, not the digivolution cards or cards under Tamers
 * (official Q&A Q3531, Q3532).
 */
export function hasNewName(sc: OpScope, card: CardInst, areas: NameAreas): boolean {
  const mine = sc.s.players[sc.me]!;
  const kind = (c: CardInst) =>
    areas.includes("battle") ||
    (areas.includes("tamers") && c.def.category === "Tamer") ||
    (areas.includes("digimon") && c.def.category === "Digimon");
  const there = [
    ...mine.battle.map((p) => p.stack[0]!).filter(kind),
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

/** The play's filter, its maximum level raised while the text's condition holds. */
export function raisedFilter(sc: OpScope, op: Extract<Op, { op: "playFrom" }>): CardFilter {
  const r = op.raiseMaxLevel;
  if (!r || op.filter.maxLevel === undefined || !condHolds(sc.s, sc.me, sc.self ?? sc.lastKnown, r.cond))
    return op.filter;
  return { ...op.filter, maxLevel: op.filter.maxLevel + r.by };
}
