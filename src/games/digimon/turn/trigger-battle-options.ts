/** Trigger conditions about Option cards placed in or trashed from the battle area (4-28-1). */
import type { TriggerCondition } from "../model/index.ts";
import type { DigimonEvent } from "../state/events.ts";
import { type DigimonState, type Permanent, ownerOf, sideMatches } from "../state/state.ts";
import { matchesFilter } from "../derive/index.ts";

type BattleOptionCondition = Extract<TriggerCondition, { on: "optionPlaced" | "battleOptionTrashed" }>;

/**
 * "When any of your [X] trait Option cards are placed in the battle area": an effect put one that
 * fits in that side's battle area. "When Option cards in the battle area are trashed": any left a
 * battle area of that side for the trash (either player's when no side is named, Q5198).
 */
export function battleOptionMet(
  s: DigimonState,
  cond: BattleOptionCondition,
  e: DigimonEvent,
  self: Permanent,
): boolean {
  const me = ownerOf(self);
  if (cond.on === "optionPlaced")
    return (
      e.kind === "optionPlaced" &&
      sideMatches(s, me, cond.side, e.player) &&
      (!cond.filter || matchesFilter(s, e.card, cond.filter))
    );
  return e.kind === "battleOptionTrashed" && sideMatches(s, me, cond.side, e.owner);
}
