/**
 * "Your opponent can't play or move Digimon with 6000 DP or less until the end of their turn": a
 * prohibition on the player, so it holds for playing by their actions and by their effects alike
 * (15-8-2-5), and, when it says so, for moving out of the breeding area.
 */
import type { CardInst, DigimonState, PlayBan, PlayerId } from "../state/state.ts";
import { opponentOf } from "../state/state.ts";
import { matchesFilter } from "./card-filter.ts";
import { continuousEffects } from "./persistent-effects.ts";

/** A continuous effect's ban ("While ..., they can't play Digimon with 6000 DP or less"), as a ban while it holds. */
function heldBan(s: DigimonState, player: PlayerId, card: CardInst, how: "play" | "move"): PlayBan | null {
  if (how === "move") return null;
  for (const src of continuousEffects(s))
    for (const g of src.ability.persistent!.grants ?? []) {
      if (!("noPlay" in g)) continue;
      const banned = g.of === "you" ? src.owner : opponentOf(s, src.owner);
      if (banned === player && matchesFilter(s, card, g.noPlay))
        return { player, filter: g.noPlay, source: src.card.code };
    }
  return null;
}

/** The ban that keeps `player` from playing (or moving) this card now, or null. */
export function playBanOn(
  s: DigimonState,
  player: PlayerId,
  card: CardInst,
  how: "play" | "move" = "play",
  byAction = false,
): PlayBan | null {
  for (const ban of s.playBans ?? []) {
    if (ban.player !== player || (how === "move" && !ban.move)) continue;
    if (ban.byEffect && (byAction || how === "move")) continue;
    if (ban.fromTrash && !s.players[card.owner]?.trash.includes(card)) continue;
    if (matchesFilter(s, card, ban.filter)) return ban;
  }
  return heldBan(s, player, card, how);
}

/** Why the card can't be played (or moved), in words, or null. */
export function playBanWhy(
  s: DigimonState,
  player: PlayerId,
  card: CardInst,
  how: "play" | "move" = "play",
  byAction = false,
): string | null {
  const ban = playBanOn(s, player, card, how, byAction);
  return ban ? `an effect of [${ban.source}] forbids player ${player} to ${how} it` : null;
}
