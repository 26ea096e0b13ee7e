/**
 * What may interrupt a Digimon's deletion or its leaving the battle area, as lists the
 * primitives in leave-field.ts consult: immediate-type effects (15-8-5) of cards and of
 * keywords. The layers above register theirs (keywords/index.ts); the primitives never call
 * keyword code by name.
 */
import type { EffectContext } from "../../../engine/types.ts";
import type { DigimonState, Permanent, PlayerId } from "../state/state.ts";

/** Why a Digimon would leave the battle area: a battle, a player's effect, or else rules processing. */
export interface LeaveCause {
  battle?: unknown;
  effectOf?: PlayerId;
  /** Returned to a hand or deck ("would be returned to hands or decks"). */
  returned?: true;
}

/** Why Digimon are deleted: a battle (with the Digimon each battled), or whose effect. */
export interface DeletionCause {
  battle?: Map<Permanent, Permanent | "security">;
  effectOf?: PlayerId;
}

/** Asked right before a Digimon is deleted: true when it prevented the deletion (<Armor Purge>, <Evade>). */
export type DeletionInterceptor = (
  s: DigimonState,
  ctx: EffectContext,
  p: Permanent,
  cause: DeletionCause,
) => boolean;

/** Digimon about to leave the battle area at one moment, and the effects already used for it. */
export interface LeaveMoment {
  s: DigimonState;
  ctx: EffectContext;
  leaving: Permanent[];
  cause: LeaveCause;
  deletion: boolean;
  used: Set<string>;
}

/** Asked for each Digimon about to leave: true when it keeps the Digimon there ("when X would leave", <Guard>). */
export type LeaveInterceptor = (moment: LeaveMoment, p: Permanent) => boolean;

/** Told which Digimon still leave, right before they do (<Decode>, <Partition>, <Material Save>). */
export type LeavingHook = (moment: LeaveMoment, leaving: Permanent[]) => void;

export const deletionInterceptors: DeletionInterceptor[] = [];
export const leaveInterceptors: LeaveInterceptor[] = [];
export const leavingHooks: LeavingHook[] = [];
