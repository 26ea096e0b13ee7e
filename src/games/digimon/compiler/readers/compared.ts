/**
 * A maximum taken from a card the effect moved or played before: "whose level is less than or
 * equal to the trashed card's level", "with a play cost less than or equal to the Digimon you
 * played", "with DP less than or equal to the Digimon played with this effect"; or equal to it:
 * "with the same level as the placed card".
 */
import type { CardFilter } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

const VALUE = "(level|play cost|DP)";
const MOVED = "the (?:trashed|deleted|placed) (?:card|Digimon)";
const PLAYED = "the Digimon you played|the Digimon played (?:with|by) this effect|the played Digimon";

/** The words chosen-and.ts puts for "as it" when "it" is the Digimon the same effect chose first. */
export const FIRST_CHOSEN = "the first chosen Digimon";

/** "the placed card", "that card" (EX5-026's wording of the card its cost returned): a card the effect moved. */
const SAME_AS = "with the same level as (?:the (?:placed|returned|trashed) card|that card)";

export function comparedWithMoved(c: Cursor, f: CardFilter): boolean {
  // "as much or less DP as the Digimon this effect suspended", "as high or lower a level as the
  // returned Digimon", "with level equal to or lower to your Digimon": the one its cost just chose.
  const suspended = c.re(
    "with as (?:much or less|high or lower an?) (level|play cost|DP) as (?:the Digimon this effect suspended|the returned Digimon)|with (level) equal to or lower to your Digimon",
  );
  if (suspended) {
    const word = (suspended[1] ?? suspended[2])!.toLowerCase();
    f.atMostOf = { by: word === "level" ? "level" : word === "dp" ? "dp" : "playCost", of: "chosen" };
    return true;
  }
  if (c.is(SAME_AS)) {
    f.atMostOf = { by: "level", of: "moved", exact: true };
    return true;
  }
  const first = c.re(`with (?:an? )?${VALUE} at most that of ${FIRST_CHOSEN}`);
  if (first) {
    const word = first[1]!.toLowerCase();
    f.atMostOf = { by: word === "level" ? "level" : word === "dp" ? "dp" : "playCost", of: "chosen" };
    return true;
  }
  if (c.is(`with as many or fewer digivolution cards as ${FIRST_CHOSEN}`)) {
    f.atMostOf = { by: "sources", of: "chosen" };
    return true;
  }
  const m = c.re(
    `(?:whose ${VALUE} is|with (?:an? )?${VALUE}) less than or equal to (?:that of )?(${MOVED}|${PLAYED})(?:'s? ${VALUE})?`,
  );
  if (!m) return false;
  const word = (m[1] ?? m[2])!.toLowerCase();
  // "the trashed card's play cost" must say the same value as the phrase before it.
  if (m[4] && m[4].toLowerCase() !== word) return false;
  const by = word === "level" ? "level" : word === "dp" ? "dp" : "playCost";
  const of = new RegExp(`^(?:${MOVED})$`, "i").test(m[3]!) ? "moved" : "played";
  // A moved card's DP was the Digimon's as it left the field, which the engine does not keep.
  if (by === "dp" && of === "moved") return false;
  f.atMostOf = { by, of };
  return true;
}
