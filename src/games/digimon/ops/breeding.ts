/**
 * Playing a card by an effect into the breeding area ("to an empty space in your breeding
 * area"), and the limits on which card a play may pick: "without the same name as the cards in
 * your battle area or trash", "can't play cards with the same name as any of your Tamers", "add
 * N to the maximum level of the card this effect can play".
 */
import type { CardFilter, Op } from "../model/index.ts";
import { colorsOf, condHolds, identityOf, isDigimon } from "../derive/index.ts";
import type { OpScope } from "./scope.ts";
import {
  type CardInst,
  type Permanent,
  findPermanent,
  memoryOf,
  newPermanent,
  opponentOf,
  top,
} from "../state/state.ts";

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

/** The play's filter, its maximum level raised while the text's condition holds, a cost maximum taken now. */
export function raisedFilter(sc: OpScope, op: Extract<Op, { op: "playFrom" }>): CardFilter {
  const f = costAsFilter(sc, op.filter);
  const r = op.raiseMaxLevel;
  if (!r || f.maxLevel === undefined || !condHolds(sc.s, sc.me, sc.self ?? sc.lastKnown, r.cond)) return f;
  return { ...f, maxLevel: f.maxLevel + r.by };
}

/**
 * "with as high or lower a use cost as your opponent's memory / that Digimon's level": the value
 * when the effect runs (official Q&A: the level when the effect activates); with no such Digimon
 * on the field, no card fits.
 */
function costAsFilter(sc: OpScope, filter: CardFilter): CardFilter {
  const pid = sc.source?.subjectPid;
  const subject = pid === undefined ? undefined : findPermanent(sc.s, pid);
  if (filter.colorOfYourDigimon) {
    const { colorOfYourDigimon: _colour, ...others } = filter;
    const yours = sc.s.players[sc.me]!.battle.filter((p) => isDigimon(sc.s, p));
    return costAsFilter(sc, { ...others, colors: [...new Set(yours.flatMap((p) => colorsOf(sc.s, p)))] });
  }
  if (filter.colorOfChosen) {
    const { colorOfChosen: _chosen, ...others } = filter;
    const first = sc.chosen?.[0];
    return costAsFilter(sc, { ...others, colors: first ? colorsOf(sc.s, first) : [] });
  }
  if (filter.levelAs) {
    // A Digimon without a level (or none left on the field) has no card of the same level (official Q&A).
    const { levelAs: _levelAs, ...others } = filter;
    const level = subject ? top(subject).def.level : undefined;
    return costAsFilter(sc, { ...others, level: level ?? -1 });
  }
  const as = filter.maxPlayCostAs;
  if (!as) return filter;
  const { maxPlayCostAs: _as, ...rest } = filter;
  const value =
    as === "opponentMemory"
      ? Math.max(0, memoryOf(sc.s, opponentOf(sc.s, sc.me)))
      : subject
        ? (top(subject).def.level ?? -1)
        : -1;
  return { ...rest, maxPlayCost: Math.min(value, rest.maxPlayCost ?? Infinity) };
}
