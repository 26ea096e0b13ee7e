/**
 * What the Duel Masters and WIXOSS rulesets share when events trigger abilities: the pending
 * effect an ability becomes, and whose cards an observer ability ("whenever an opponent's
 * creature is destroyed") watches. Game data stays the game's: it hands in the source.
 */
import type { PlayerId } from "../engine/trace.ts";
import type { Triggered } from "../engine/types.ts";

/** The side an observer ability watches, from its controller's seat. */
export type WatchedSide = "any" | "you" | "opponent";

/**
 * The ability's pending effect. An observer ability triggers once for each card it sees, so that
 * card (`subject`, its uid) joins the key.
 */
export function triggeredAbility(
  card: { uid: number; code: string; def: { name: string } },
  ability: { id: string; label: string },
  player: PlayerId,
  moment: number,
  source: unknown,
  subject?: number,
): Triggered {
  return {
    key: subject === undefined ? `${ability.id}@${card.uid}` : `${ability.id}@${card.uid}/${subject}`,
    moment,
    player,
    card: card.code,
    name: card.def.name,
    label: ability.label,
    source,
  };
}

/** Whether an observer of `watcher`'s, watching `side`, sees an event about `subject`'s card. */
export function watchesSide(
  side: WatchedSide | undefined,
  watcher: PlayerId,
  subject: PlayerId,
  opponentOfWatcher: PlayerId,
): boolean {
  if (side === undefined || side === "any") return true;
  return side === "you" ? subject === watcher : subject === opponentOfWatcher;
}
