/**
 * "Players can't ignore digivolution requirements": a persistent effect (15-8-2) on players. While
 * it applies, no digivolution may ignore the requirements, wholly or in part ("ignoring
 * digivolution requirements", a route "for a digivolution cost of 3, ignoring ..."); one without
 * paying the cost, a DNA digivolution or one meeting the requirements still works (official Q&A
 * on BT8-059). Cards in the breeding area don't count (3-4-7-4).
 */
import { condHolds } from "./conditions.ts";
import { type DigimonState, activeAbilities, cardName, turnHolds } from "../state/state.ts";

/** Why no player may ignore digivolution requirements now, or null. */
export function ignoreRequirementsBan(s: DigimonState): string | null {
  for (const owner of s.order)
    for (const p of s.players[owner]!.battle)
      for (const { ability, card } of activeAbilities(p)) {
        const pers = ability.persistent;
        if (pers?.kind !== "noIgnoreRequirements") continue;
        if (!turnHolds(s, ability.turn, owner)) continue;
        if (pers.while && !condHolds(s, owner, p, pers.while)) continue;
        return `${cardName(card)}'s effect: players can't ignore digivolution requirements (15-8-2)`;
      }
  return null;
}
