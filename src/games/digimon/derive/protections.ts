/**
 * Protections persistent effects give (15-8-2): "can't be deleted in battle", "can't be
 * returned to the hand or deck", and "can also attack" for attack targets.
 */
import type { Ability } from "../model/index.ts";
import type { DigimonState, Permanent, PlayerId } from "../state/state.ts";
import { activeAbilities, ownerOf, permName } from "../state/state.ts";
import { permanentMatches } from "./field-filter.ts";
import { fieldFacts } from "./field-facts.ts";
import type { EffectOrigin } from "../state/state.ts";
import { immunityWords, isImmunity } from "./immunity.ts";
import { blockingImmunity, forbidden, grantsOn } from "./persistent-effects.ts";

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
  // "can't be deleted", said without a cause, covers every deletion, at 0 DP too: a card prints
  // it for "all of your 0 DP Digimon", and rules processing leaves such a Digimon (rule-check.ts).
  const any = forbidden(s, p, "beDeleted");
  if (any) {
    protectedFrom.set(p, `can't be deleted: an effect of ${any} prevents it (15-8-2)`);
    return true;
  }
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

/**
 * Why an effect of `me` can't trash this Digimon's stacked cards, or null: "their effects can't
 * trash its stacked cards" keeps both its top cards (<De-Digivolve>) and its digivolution cards.
 */
export function stackTrashProtected(s: DigimonState, p: Permanent, me: PlayerId): string | null {
  const why = me !== ownerOf(p) ? forbidden(s, p, "haveStackTrashedByOpponent") : null;
  return why
    ? `${permName(p)}'s stacked cards can't be trashed by the opponent's effects: an effect of ${why} prevents it (15-8-2)`
    : null;
}

/**
 * Why an effect of `origin` leaves this Digimon unchanged (15-15-5-1), or null when it affects
 * it. Every operation that changes a chosen Digimon asks here (ops/primitives.ts `affectable`);
 * lasting changes are filtered where they are read (DP, keywords, restrictions), so they stop
 * while the immunity holds and apply again when it ends (15-15-5-2). The Digimon can still be
 * chosen (15-15-5-3).
 */
export function unaffectedBy(s: DigimonState, p: Permanent, origin: EffectOrigin | undefined): string | null {
  const hit = blockingImmunity(s, p, origin);
  if (!hit || !isImmunity(hit.cant)) return null;
  return `${permName(p)} isn't affected by ${immunityWords(hit.cant)} (an effect of ${hit.from}): it can be chosen, but this effect does not change it (15-15-5-1, 15-15-5-3)`;
}

/** Whether a continuous effect lets this Digimon attack that unsuspended Digimon too ("can also attack ..."). */
export function alsoAttacks(s: DigimonState, attacker: Permanent, target: Permanent): boolean {
  // A prohibition wins over a permission (15-8-2-5): "can only attack suspended Digimon".
  if (forbidden(s, attacker, "attackUnsuspended")) return false;
  return grantsOn(s, attacker).some(
    ({ grant }) => "alsoAttack" in grant && permanentMatches(s, target, grant.alsoAttack, attacker),
  );
}

/**
 * The abilities a Digimon has now for its timings: its own and those it gained, less a gained
 * effect given by an effect it isn't affected by now (15-15-5-4): that one does not trigger.
 */
export function abilitiesInForce(s: DigimonState, p: Permanent): ReturnType<typeof activeAbilities> {
  const all = [...activeAbilities(p), ...sideGained(s, p), ...continuousGained(s, p)];
  const from = p.gainedFrom;
  if (!from) return all;
  return all.filter(
    ({ ability }) => !(p.gained ?? []).includes(ability) || !blockingImmunity(s, p, from[ability.id]),
  );
}

/**
 * Effects a continuous effect gives this Digimon while it reaches it ('All level 3 Digimon gain
 * "[When Attacking] ..."'; 15-8-2, 15-15-2): grantsOn leaves out those it isn't affected by (15-15-5-1).
 */
function continuousGained(s: DigimonState, p: Permanent): ReturnType<typeof activeAbilities> {
  const first = p.stack[0];
  if (!first) return [];
  return grantsOn(s, p).flatMap(({ grant }) =>
    "effects" in grant ? grant.effects.map((ability) => ({ ability, card: first, inherited: false })) : [],
  );
}

/**
 * The effects continuous effects give this Digimon now ('All of your Digimon gain "[On Deletion]
 * ..."'): asked as it is deleted, before any card leaves, so a gained [On Deletion] effect
 * triggers even when the card giving it is deleted at the same time (15-16-4-1, official Q&A).
 */
export function continuouslyGained(s: DigimonState, p: Permanent): Ability[] {
  return continuousGained(s, p).map(({ ability }) => ability);
}

/** The effects all of its side's Digimon gained, those placed later included (15-11-2-2), while it can be affected. */
function sideGained(s: DigimonState, p: Permanent): ReturnType<typeof activeAbilities> {
  const first = p.stack[0];
  if (!first || !s.lastingEffects?.length || !fieldFacts().isDigimon(s, p)) return [];
  return s.lastingEffects
    .filter((l) => l.affects === ownerOf(p) && !blockingImmunity(s, p, l.origin))
    .flatMap((l) => l.abilities.map((ability) => ({ ability, card: first, inherited: false })));
}
