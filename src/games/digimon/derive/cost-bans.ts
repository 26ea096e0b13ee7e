/**
 * "Players can't reduce play costs" / "Your opponent can't reduce digivolution costs": persistent
 * effects (15-8-2) that affect players, not cards. While one applies, the player pays the full
 * cost: effects that would reduce it (an immediate-type "reduce the play cost", <Digisorption>,
 * an effect's "with the cost reduced by N") don't reduce it; a play or digivolution "without
 * paying the cost" or "for a cost of N" is not a reduction and still works (official Q&A on
 * BT8-071, ST12-03 and BT5-021).
 */
import { condHolds } from "./conditions.ts";
import { type DigimonState, type PlayerId, activeAbilities, cardName, turnHolds } from "../state/state.ts";

export type CostKind = "play" | "digivolve";

/** Why `player` can't reduce that kind of cost now, or null. Cards in the breeding area don't count (3-4-7-4). */
export function costReductionBan(s: DigimonState, player: PlayerId, what: CostKind): string | null {
  for (const owner of s.order)
    for (const p of s.players[owner]!.battle)
      for (const { ability, card } of activeAbilities(p)) {
        const pers = ability.persistent;
        if (pers?.kind !== "noCostReduction" || pers.costOf !== what) continue;
        if (!turnHolds(s, ability.turn, owner)) continue;
        if (pers.side === "opponent" ? owner === player : pers.side === "you" && owner !== player) continue;
        if (pers.while && !condHolds(s, owner, p, pers.while)) continue;
        const cost = what === "play" ? "play costs" : "digivolution costs";
        return `${cardName(card)}'s effect: player ${player} can't reduce ${cost}, so the full cost is paid (15-8-2)`;
      }
  return null;
}

/** The reduction an effect's "with the cost reduced by N" may apply, and the ban that stops it. */
export function allowedReduction(
  s: DigimonState,
  player: PlayerId,
  what: CostKind,
  reduce: number,
): { reduce: number; ban?: string } {
  const ban = reduce > 0 ? costReductionBan(s, player, what) : null;
  return ban ? { reduce: 0, ban } : { reduce };
}
