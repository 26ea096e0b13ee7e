/**
 * "You may choose 1 of your Digimon. Delete the chosen Digimon and 1 of your opponent's Digimon
 * with as high or lower a level as it.", "Delete it and 1 of your opponent's Digimon with as much or
 * less DP as it.": a choice whose next sentence deletes the chosen Digimon
 * together with another one compared with it. The two say what one deletion of two targets does
 * ("delete 1 of your Digimon and 1 of your opponent's Digimon with a level at most that of the
 * first"), so they are read as that sentence; both are chosen, then deleted at once.
 */
import { FIRST_CHOSEN } from "./compared.ts";

const CHOOSE = /^\s*(you may )?choose (1 of your [^.]*?Digimon)\.\s*$/i;
const DELETE = /^\s*delete (?:the chosen Digimon|1 of your chosen Digimon|it) and (\d+ of [^.]+?)\s*\.?\s*$/i;
const AS_IT =
  /with (?:as high or lower a level as (?:it|that Digimon|the chosen Digimon)|a\s?level equal to or lower than (?:that|the chosen) Digimon(?:'s)?)/i;

/** "with as much or less DP as it": the DP compared with the chosen Digimon's. */
const AS_IT_DP = /with as much or less DP as (?:it|that Digimon|the chosen Digimon)/i;

/**
 * "Choose 1 of your Digimon with a [X] trait. Delete 1 of your opponent's Digimon with DP less than
 * or equal to that Digimon and delete your chosen Digimon.": the same two deletions, the chosen
 * Digimon named last.
 */
const CHOOSE_WITH = /^\s*(you may )?choose (1 of your [^.]*?Digimon[^.]*)\.\s*$/i;
const DELETE_LAST =
  /^\s*delete (\d+ of your opponent's [^.]+?) and delete (?:your|the) chosen Digimon\s*\.?\s*$/i;
const DP_AT_MOST = /with DP less than or equal to (?:that|the chosen) Digimon(?:'s DP)?/i;

/** The one sentence the two stand for, or null. */
export function chosenAndDeleted(choice: string, next: string): string | null {
  const last = DELETE_LAST.exec(next);
  const c = last ? CHOOSE_WITH.exec(choice) : CHOOSE.exec(choice);
  const d = last ?? DELETE.exec(next);
  if (!c || !d) return null;
  const other = d[1]!
    .replace(DP_AT_MOST, `with DP at most that of ${FIRST_CHOSEN}`)
    .replace(AS_IT, `with a level at most that of ${FIRST_CHOSEN}`)
    .replace(AS_IT_DP, `with DP at most that of ${FIRST_CHOSEN}`);
  // Any other word for the chosen Digimon left in the sentence is not read here.
  if (/\b(?:it|its|that Digimon|the chosen)\b/i.test(other)) return null;
  return `${c[1] ?? ""}delete ${c[2]!} and ${other}.`;
}
