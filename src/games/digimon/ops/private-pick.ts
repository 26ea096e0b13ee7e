/**
 * An effect that has its player take cards meeting a condition from the hand ("Place 1 [Royal
 * Knight] trait Digimon card from your hand as ..."): the hand is private (3-1-2-2, 3-5-3), so no
 * one can hold the player to having such a card, and they may take fewer or none even when they
 * hold one (official Q&A). A cost is paid in full (15-7), and a pick that any card fits hides
 * nothing, so those stay as asked.
 */
import type { CardFilter } from "../model/index.ts";
import type { OpScope } from "./scope.ts";

/** Whether a filter restricts which cards fit. */
export function restricts(filter: CardFilter | undefined): boolean {
  return filter !== undefined && Object.values(filter).some((v) => v !== undefined);
}

/** Whether this scope's pick of conditioned cards from the hand may come up short: not while paying a cost. */
export function mayWithhold(sc: OpScope, conditioned: boolean): boolean {
  return conditioned && !sc.paying;
}

/** The step that says the player took fewer than they could. */
export function withheldLine(player: string, verb: string, taken: number): string {
  return `player ${player} chooses to ${verb} ${taken === 0 ? "none" : `only ${taken}`} (the hand is private, 3-1-2-2)`;
}

/** The prompt's note that fewer may be chosen. */
export const WITHHOLD_NOTE = " (fewer or none may be chosen: the hand is private, 3-1-2-2)";
