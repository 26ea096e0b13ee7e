/**
 * What happened during the turn in progress that effects ask about ("If your opponent didn't
 * attack with a Digimon this turn", "If you've digivolved this turn"). The engine records what it
 * runs; what happened before the board is known only when the board says it (`did ...`) or when
 * the board's turn has not reached its main phase yet. A question the board leaves open is
 * refused, never guessed.
 */
import { UserError } from "../../user-error.ts";
import type { DigimonState, PlayerId, TurnHistory } from "./state.ts";

export type TurnDeed = keyof Omit<TurnHistory, "said">;

/** The words of a board's `did` section, and what each says the player did. */
export const DEED_WORDS: Record<string, TurnDeed | null> = {
  attack: "attack",
  attacked: "attack",
  digivolve: "digivolve",
  digivolved: "digivolve",
  nothing: null,
};

const DEED_TEXT: Record<TurnDeed, string> = {
  attack: "attacked with a Digimon",
  digivolve: "digivolved a Digimon",
};

/** A new turn: nothing has happened in it yet, and the engine sees all of it. */
export function freshHistory(s: DigimonState): TurnHistory {
  return { attack: [], digivolve: [], said: [...s.order] };
}

/** Events the resolution records: an attack declared, a digivolution done. */
export function recordDeeds(s: DigimonState, events: { kind: string; player?: unknown }[]): void {
  for (const e of events) {
    const deed: TurnDeed | null =
      e.kind === "attacking" ? "attack" : e.kind === "digivolved" ? "digivolve" : null;
    if (!deed || typeof e.player !== "string") continue;
    const h = (s.thisTurn ??= { attack: [], digivolve: [], said: [] });
    if (!h[deed].includes(e.player)) h[deed].push(e.player);
  }
}

/** Whether `player` did it this turn; refuses when the board did not say what happened before it. */
export function didThisTurn(s: DigimonState, player: PlayerId, deed: TurnDeed): boolean {
  const h = s.thisTurn;
  if (h?.[deed].includes(player)) return true;
  if (h?.said.includes(player)) return false;
  throw new UserError(
    `An effect asks whether player ${player} ${DEED_TEXT[deed]} this turn, and the board does not say what happened this turn before it. ` +
      `Say it in player ${player}'s section: "did ${deed}" if they did, "did nothing" if they did none of these (see "Board notation").`,
  );
}

export function describeDeed(deed: TurnDeed): string {
  return DEED_TEXT[deed];
}
