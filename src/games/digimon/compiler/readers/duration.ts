/** How long a change lasts: "for the turn", "until the end of their turn", "until their turn ends". */
import type { Duration } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

const UNTIL_OPPONENT_TURN_ENDS =
  "until (?:the end of (?:your opponent's|their|the opponent's)(?: next)? turn|(?:their|your opponent's) (?:next )?turn ends)";

export function duration(c: Cursor): Duration | null {
  if (c.is("for the turn")) return "turn";
  if (c.is(UNTIL_OPPONENT_TURN_ENDS)) return "untilOpponentTurnEnds";
  return null;
}
