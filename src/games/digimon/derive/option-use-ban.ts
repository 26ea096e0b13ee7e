/**
 * "Your opponent can't use Option cards": a persistent effect (15-8-2), or an effect's ban for a
 * while ("until the end of their next turn"), that stops a player using Option cards, from the
 * hand or by an effect. Linking an Option card is not using it (official
 * Q&A on BT24-091 and BT25-100), so the link action and effects that link still work.
 */
import { condHolds } from "./conditions.ts";
import { type DigimonState, type PlayerId, activeAbilities, cardName, turnHolds } from "../state/state.ts";

/** Why `player` can't use Option cards now, or null. Cards in the breeding area don't count (3-4-7-4). */
export function optionUseBan(s: DigimonState, player: PlayerId): string | null {
  // "... can't use Option cards until the end of their next turn": an effect's lasting ban.
  const lasting = (s.playBans ?? []).find((b) => b.player === player && b.filter.category === "Option");
  if (lasting) return `an effect of [${lasting.source}]: player ${player} can't use Option cards (9-1-1)`;
  for (const owner of s.order)
    for (const p of s.players[owner]!.battle)
      for (const { ability, card } of activeAbilities(p)) {
        const pers = ability.persistent;
        if (pers?.kind !== "noOptionUse") continue;
        if (!turnHolds(s, ability.turn, owner)) continue;
        if (pers.side === "opponent" ? owner === player : pers.side === "you" && owner !== player) continue;
        if (pers.while && !condHolds(s, owner, p, pers.while)) continue;
        return `${cardName(card)}'s effect: player ${player} can't use Option cards (15-8-2)`;
      }
  return null;
}
