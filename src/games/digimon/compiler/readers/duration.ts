/**
 * How long a change lasts: "for the turn", "until the end of their (next) turn", "until their
 * turn ends", "until the end of your (next) turn", "until your turn ends".
 */
import type { Duration } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

const THEIR = "(?:your opponent's|their|the opponent's|your opponents)";

/** Each wording, the longer ones first so "next" is not left behind. */
const WORDINGS: [string, Duration][] = [
  [`until the end of ${THEIR} next turn|until ${THEIR} next turn ends`, "untilOpponentNextTurnEnds"],
  [`until (?:the )?end of ${THEIR} turn|until ${THEIR} turn ends`, "untilOpponentTurnEnds"],
  ["until the end of your next turn|until your next turn ends", "untilYourNextTurnEnds"],
  ["until the end of your turn|until your turn ends", "untilYourTurnEnds"],
  // "can't be blocked by your opponent's Digimon this turn": the same as "for the turn".
  ["until the end of (?:the|this) turn|for the turn|this turn", "turn"],
];

export function duration(c: Cursor): Duration | null {
  for (const [words, d] of WORDINGS) if (c.is(words)) return d;
  return null;
}

/** A duration that opens a sentence: "Until the end of your opponent's turn, ...". */
export function durationPrefix(c: Cursor): Duration | null {
  return c.try(() => {
    const d = duration(c);
    return d && c.is(",") ? d : null;
  });
}

/** "Until the end of the opponent's turn" and "... next turn" both reach into the opponent's turn. */
export function reachesOpponentTurn(d: Duration | null | undefined): boolean {
  return d === "untilOpponentTurnEnds" || d === "untilOpponentNextTurnEnds";
}
