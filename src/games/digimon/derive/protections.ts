/**
 * Protections persistent effects give (15-8-2): "can't be deleted in battle", "can't be
 * returned to the hand or deck", and "can also attack" for attack targets.
 */
import type { DigimonState, Permanent, PlayerId } from "../state/state.ts";
import { ownerOf, permName } from "../state/state.ts";
import { permanentMatches } from "./field-filter.ts";
import { forbidden, grantsOn } from "./persistent-effects.ts";

/** Why a Digimon an effect or a battle tried to delete stayed, for the words of that step. */
export const protectedFrom = new WeakMap<Permanent, string>();

/**
 * Whether a protection keeps this Digimon from being deleted now (15-8-2): "can't be deleted
 * in battle", "can't be deleted by your opponent's effects". Neither stops the deletion of a
 * Digimon whose DP is 0, which rules processing does (Q2433).
 */
export function deletionProtected(
  s: DigimonState,
  p: Permanent,
  cause: { battle?: unknown; effectOf?: PlayerId },
  zeroDp: boolean,
): boolean {
  protectedFrom.delete(p);
  if (zeroDp) return false;
  const byOpponent = cause.effectOf !== undefined && cause.effectOf !== ownerOf(p);
  const why = cause.battle
    ? forbidden(s, p, "beDeletedInBattle")
    : byOpponent
      ? forbidden(s, p, "beDeletedByOpponent")
      : null;
  if (!why) return false;
  protectedFrom.set(
    p,
    `can't be deleted ${cause.battle ? "in battle" : "by the opponent's effects"}: an effect of ${why} prevents it (15-8-2)`,
  );
  return true;
}

/** Why an effect of `me` can't return this Digimon to the hand or deck, or null. */
export function returnProtected(s: DigimonState, p: Permanent, me: PlayerId): string | null {
  const why = me !== ownerOf(p) ? forbidden(s, p, "beReturnedByOpponent") : forbidden(s, p, "beReturned");
  return why
    ? `${permName(p)} can't be returned to the hand or deck: an effect of ${why} prevents it (15-8-2)`
    : null;
}

/** Whether a continuous effect lets this Digimon attack that unsuspended Digimon too ("can also attack ..."). */
export function alsoAttacks(s: DigimonState, attacker: Permanent, target: Permanent): boolean {
  return grantsOn(s, attacker).some(
    ({ grant }) => "alsoAttack" in grant && permanentMatches(s, target, grant.alsoAttack, attacker),
  );
}
