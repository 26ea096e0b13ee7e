/**
 * "Choose 1 of your Digimon with [X] in its traits. Delete 1 of your opponent's Digimon with DP
 * less than or equal to the chosen Digimon('s DP).", "Suspend 2 ... with DP less than or equal to
 * the DP of the chosen Digimon.": a choice whose next sentence uses the chosen
 * Digimon's DP as a limit. The two are read as one: the choice, then the deletion compared with
 * the Digimon chosen first (ops/choose-only.ts).
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { FIRST_CHOSEN } from "./compared.ts";
import { fieldTarget } from "./filters.ts";

const CHOOSE = /^\s*(you may )?choose (1 of your [^.]*?Digimon[^.]*)\.\s*$/i;
const DELETE =
  /^\s*(delete|suspend) (\d+ of your opponent's [^.]*?Digimon) with DP less than or equal to (?:(?:the chosen|that) Digimon(?:'s DP)?|the DP of the chosen Digimon)\s*\.?\s*$/i;

/** The one sentence the two stand for, or null. */
export function chosenCompared(choice: string, next: string): string | null {
  const c = CHOOSE.exec(choice);
  const d = DELETE.exec(next);
  if (!c || !d) return null;
  return `${c[1] ?? ""}choose only ${c[2]!}, then ${d[1]!} ${d[2]!} with DP at most that of ${FIRST_CHOSEN}.`;
}

const SHARES_NAME =
  /^\s*(delete|suspend) (all of your opponent's [^.]*?Digimon) that shares? a name with (?:it|that Digimon|the chosen Digimon)\s*\.?\s*$/i;

/**
 * "Choose 1 of your opponent's Digimon. Delete all of your opponent's Digimon that share a name
 * with it.": the choice, then every Digimon whose name is one of the chosen one's (it included).
 */
export function chosenSharesName(choice: string, next: string): string | null {
  const c = /^\s*choose (1 of (?:your|your opponent's) [^.]*?Digimon[^.]*)\.\s*$/i.exec(choice);
  const d = SHARES_NAME.exec(next);
  if (!c || !d) return null;
  return `choose only ${c[1]!}, then ${d[1]!} ${d[2]!} that share a name with ${FIRST_CHOSEN}.`;
}

/** "choose only 1 of your ...", the first half of such a folded sentence. */
export function chooseOnly(c: Cursor): Op[] | null {
  if (!c.is("choose only")) return null;
  const target = fieldTarget(c, false);
  if (!target || target === "this" || target.side === "any" || target.count !== 1 || target.upTo) return null;
  return c.peek(",\\s*then") ? [{ op: "chooseOnly", target }] : null;
}
