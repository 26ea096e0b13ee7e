/**
 * The words of a count of what the effect did before ("for each Digimon deleted by this effect",
 * "for each card added to your hand by this effect", "for each of your opponent's Digimon
 * suspended by this effect", "for each Digimon played with this effect", "for each card you
 * return this way", "for each Digimon card you placed"): what is counted, and whose when the words say.
 */
import type { PerOutcomeCount } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { PER_OUTCOME } from "./amounts.ts";

export interface PerOutcomeWords {
  what: PerOutcomeCount;
  whose?: "you" | "opponent";
}

const MORE =
  "for each (?:of (your opponent's|your) )?(Digimon|Tamers?|cards?|Digimon cards?) (?:(suspended|added to your hand|played|returned|placed) (?:by|with) this (?:card's )?effect|you (return|suspend|trash)(?:ed)? this way|you (placed))";

export function perOutcomeWords(c: Cursor): PerOutcomeWords | null {
  const m = c.re(PER_OUTCOME);
  if (m) return { what: /^delete/i.test(m[2]!) ? "delete" : "trash" };
  // "If you do, for each card trashed, ...", "; if you do, gain 1 memory for each card returned.":
  // the cards the sentence before trashed or returned.
  const bare = c.re("for each card (trashed|returned)(?=\\s*,|\\s*\\.?\\s*$)");
  if (!bare && c.is("for each card this effect trashed")) return { what: "trash" };
  if (bare) return { what: /^trash/i.test(bare[1]!) ? "trash" : "return" };
  if (c.is("for each level of the Digimon deleted by this effect")) return { what: "deletedLevels" };
  const more = c.re(MORE);
  if (!more) return null;
  const verb = (more[3] ?? more[4] ?? more[5]!).toLowerCase();
  const whose = more[1] ? (/opponent/i.test(more[1]) ? "opponent" : "you") : undefined;
  // "For each Tamer you suspend this way": only the Tamers the effect suspended.
  if (/^tamer/i.test(more[2]!))
    return verb.startsWith("suspend") && !whose ? { what: "suspendedTamers" } : null;
  if (verb.startsWith("suspend")) return { what: "suspend", ...(whose ? { whose } : {}) };
  if (whose) return null;
  if (verb === "played") return { what: "play" };
  if (verb.startsWith("return")) return { what: "return" };
  if (verb === "trash") return { what: "trash" };
  if (verb === "placed") return { what: "place" };
  return { what: "add", whose: "you" };
}
