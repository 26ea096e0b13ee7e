/**
 * Survivor: each of a player's Survivors has every Survivor ability of that player's Survivors
 * in the battle zone (its own included), so two copies of one Survivor give each Survivor the
 * ability twice.
 */
import type { DmCount } from "./cards.ts";
import { raceMatches } from "./races.ts";
import { type BzObject, type DmState, controllerOf, isCreature } from "./state.ts";

const isSurvivor = (o: BzObject): boolean =>
  isCreature(o) && o.cards.some((c) => c.def.races.some((r) => raceMatches(r, "Survivor")));

/** What a Survivor ability's statics reach: the Survivors of the same player. */
export const SURVIVORS: DmCount = { zone: "battle", side: "you", races: ["Survivor"] };

/** The Survivors whose Survivor abilities `o` has: none unless it is a Survivor itself. */
export function survivorsSharing(s: DmState, o: BzObject): BzObject[] {
  if (!isSurvivor(o)) return [];
  const player = controllerOf(s, o);
  return s.players[player]!.battle.filter(isSurvivor);
}
