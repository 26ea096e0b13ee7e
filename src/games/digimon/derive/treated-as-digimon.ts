/**
 * Whether a card on the field is a Digimon now: by its top card (4-3-1), or because an effect
 * that adds information treats it as one (15-12-1-4), like a Tamer "also treated as a 3000 DP
 * Digimon" for the turn or while a continuous effect says so. Every question "is this a
 * Digimon?" about a card on the field is asked here. Such a card has the rules of a Digimon: its
 * added DP is its original DP (15-12-1-5), it can attack and block, it is deleted at 0 DP, and
 * effects on Digimon reach it; it is still a Tamer for what asks about Tamers (15-12-1-6).
 */
import type { Ability } from "../model/index.ts";
import { type DigimonState, type Permanent, cardName, isPrintedDigimon } from "../state/state.ts";
import { blockingImmunity, grantsOn } from "./persistent-effects.ts";

/** Where an added Digimon DP comes from, for the words of a ruling. */
export interface AddedDigimon {
  dp: number;
  from: string;
  /** A continuous effect ("All of your [X]s are also treated as ..."), not one that lasts. */
  continuous: boolean;
}

const givesDigimon = new WeakMap<Ability[], boolean>();

/** Whether a list of abilities has a continuous effect that treats cards as Digimon (remembered). */
function hasAsDigimonGrant(list: Ability[]): boolean {
  let v = givesDigimon.get(list);
  if (v === undefined) {
    v = list.some((a) => a.persistent?.grants?.some((g) => "asDigimon" in g) ?? false);
    givesDigimon.set(list, v);
  }
  return v;
}

/** Whether any card on the field could treat cards as Digimon by a continuous effect now. */
function anyContinuousSource(s: DigimonState): boolean {
  for (const id of s.order)
    for (const p of s.players[id]!.battle)
      if (p.stack.some((c, i) => hasAsDigimonGrant(i === 0 ? c.def.abilities : c.def.inherited))) return true;
  return false;
}

/** Digimon being decided: a continuous effect's reach asks this again, and is answered without it. */
const deciding = new Set<number>();

/**
 * The Digimon information effects added to this card now, or null: a continuous effect's
 * always overwrites one that lasts, and among those that last the latest counts (15-12-1-3).
 * An effect of the opponent's that the card isn't affected by adds nothing (15-15-5-2).
 */
export function addedDigimon(s: DigimonState, p: Permanent): AddedDigimon | null {
  if (!deciding.has(p.pid) && anyContinuousSource(s)) {
    deciding.add(p.pid);
    try {
      for (const { grant, from } of grantsOn(s, p))
        if ("asDigimon" in grant) return { dp: grant.asDigimon, from: cardName(from), continuous: true };
    } finally {
      deciding.delete(p.pid);
    }
  }
  const lasting = (p.asDigimon ?? []).filter((a) => !blockingImmunity(s, p, a.origin));
  const last = lasting[lasting.length - 1];
  return last ? { dp: last.dp, from: last.source, continuous: false } : null;
}

/** Whether this card on the field is a Digimon now (4-3-1, 15-12-1-4). */
export function isDigimon(s: DigimonState, p: Permanent): boolean {
  return isPrintedDigimon(p) || addedDigimon(s, p) !== null;
}
