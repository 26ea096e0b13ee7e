/**
 * [X Per Turn] (15-14-1): an effect may activate X times in one turn, counted for each copy of a
 * card (15-14-1-3) and reset when the turn changes (15-14-1-5). Uses are kept in the state's
 * `usedThisTurn` as `abilityId@cardUid`, then `abilityId@cardUid#2`, ... for the later ones.
 */
import type { Ability } from "../model/index.ts";
import type { CardInst, DigimonState } from "./state.ts";

type Limited = Pick<Ability, "oncePerTurn" | "perTurn">;

/** How many times a turn the ability may activate; undefined: no limit. */
export function perTurnLimit(ability: Limited): number | undefined {
  return ability.oncePerTurn ? 1 : ability.perTurn;
}

/**
 * Whose uses an effect counts: the card whose text carries it, so an inherited effect keeps its
 * count when its Digimon digivolves and two copies under one Digimon count apart (15-14-1-3,
 * 15-14-1-5). An effect a Digimon gained is counted on its top card, which carries it.
 */
export const perTurnKey = (ability: Pick<Ability, "id">, card: Pick<CardInst, "uid">): string =>
  `${ability.id}@${card.uid}`;

const useKey = (key: string, n: number) => (n === 1 ? key : `${key}#${n}`);

/** Whether the ability has used up its activations this turn for that card. */
export function usedUp(s: Pick<DigimonState, "usedThisTurn">, ability: Limited, key: string): boolean {
  const limit = perTurnLimit(ability);
  return limit !== undefined && s.usedThisTurn.has(useKey(key, limit));
}

/** Counts one activation (15-14-1-4: choosing to activate counts, even if nothing can be done). */
export function markUsed(s: Pick<DigimonState, "usedThisTurn">, ability: Limited, key: string): void {
  const limit = perTurnLimit(ability);
  if (limit === undefined) return;
  for (let n = 1; n <= limit; n++)
    if (!s.usedThisTurn.has(useKey(key, n))) {
      s.usedThisTurn.add(useKey(key, n));
      return;
    }
}
