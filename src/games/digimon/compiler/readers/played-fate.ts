/**
 * "The Digimon this effect played can't digivolve and is deleted at the end of your opponent's
 * turn" (or "at turn end"): a restriction on what the effect played, and pending processing (18-1)
 * that deletes it. The restriction lasts until that deletion, which ends it anyway. Also in the
 * plural: "Digimon played by this effect can't digivolve and are deleted ...".
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

export function playedFate(c: Cursor): Op[] | null {
  const m = c.re(
    "(?:the )?Digimon (?:this effect played|played by this effect) can't digivolve and (?:is|are|will be) deleted (at the end of your opponent's turn|at turn end|at the end of the turn)",
  );
  if (!m) return null;
  const theirs = /opponent/i.test(m[1]!);
  return [
    {
      op: "restrict",
      target: "played",
      cant: ["digivolve"],
      duration: theirs ? "untilOpponentTurnEnds" : "turn",
    },
    { op: "later", at: theirs ? "opponentTurnEnd" : "turnEnd", of: "played", act: "delete" },
  ];
}
