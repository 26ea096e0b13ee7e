/** Trigger conditions about a Digimon's digivolution cards being placed (4-8-1). */
import type { TriggerCondition } from "../model/index.ts";
import type { DigimonEvent } from "../state/events.ts";
import {
  type DigimonState,
  type Permanent,
  findPermanent,
  isFaceDown,
  ownerOf,
  sideMatches,
} from "../state/state.ts";
import { matchesFilter, permanentMatches } from "../derive/index.ts";

/**
 * "When one of your effects places a digivolution card under this Digimon", "When effects place
 * Digimon cards with [X] in their traits in this Digimon's digivolution cards". A face-down card
 * has no card information (4-7-9), so it never meets a filter.
 */
export function sourcesPlacedMet(
  s: DigimonState,
  cond: Extract<TriggerCondition, { on: "sourcesPlaced" }>,
  e: DigimonEvent,
  self: Permanent,
): boolean {
  if (e.kind !== "sourcesPlaced") return false;
  if (cond.side) {
    const under = findPermanent(s, e.pid);
    if (!under || !sideMatches(s, ownerOf(self), cond.side, ownerOf(under))) return false;
    if (cond.host && !permanentMatches(s, under, cond.host, self)) return false;
  } else if (e.pid !== self.pid) return false;
  if (!sideMatches(s, ownerOf(self), cond.byEffect, e.byEffect)) return false;
  if (cond.fromTop && !e.fromTop) return false;
  if (cond.byDigimon && !e.byDigimon) return false;
  if (cond.faceDown && !e.cards.some(isFaceDown)) return false;
  const f = cond.filter;
  return !f || e.cards.some((c) => !isFaceDown(c) && matchesFilter(s, c, f));
}
