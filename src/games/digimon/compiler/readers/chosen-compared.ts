/**
 * "Choose 1 of your Digimon with [X] in its traits. Delete 1 of your opponent's Digimon with DP
 * less than or equal to the chosen Digimon('s DP).", "Suspend 2 ... with DP less than or equal to
 * the DP of the chosen Digimon.", "Return 1 of your opponent's suspended Digimon with DP less than
 * or equal to that Digimon to the hand.", "Until the end of your opponent's turn, 3 of your
 * opponent's Digimon with as many or fewer digivolution cards as that Digimon can't attack or
 * block.": a choice whose next sentence uses the chosen Digimon's DP or number of digivolution
 * cards as a limit. The two are read as one: the choice, then the action compared with the
 * Digimon chosen first, its value taken when the targets are chosen (ops/choose-only.ts; official
 * Q&A: a target that later gets more digivolution cards stays restricted).
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { FIRST_CHOSEN } from "./compared.ts";
import { fieldTarget } from "./filters.ts";

const CHOOSE = /^\s*(you may )?choose (1 of your [^.]*?Digimon[^.]*)\.\s*$/i;
const ACTION =
  /^\s*((?:until [^,.]+,\s*)?\d+ of your opponent's [^.]*?Digimon [^.]*?can't [^.]+|(?:delete|suspend|return) \d+ of your opponent's [^.]*?Digimon [^.]+?)\s*\.?\s*$/i;
const THE_CHOSEN = "(?:(?:the chosen|that) Digimon)";
/** The chosen Digimon's value as the next sentence says it, and as the filter readers read it (compared.ts). */
const COMPARED: [RegExp, string][] = [
  [
    new RegExp(`with DP less than or equal to (?:${THE_CHOSEN}(?:'s DP)?|the DP of the chosen Digimon)`, "i"),
    `with DP at most that of ${FIRST_CHOSEN}`,
  ],
  [
    new RegExp(`with as many or fewer digivolution cards as ${THE_CHOSEN}`, "i"),
    `with as many or fewer digivolution cards as ${FIRST_CHOSEN}`,
  ],
];

/** The one sentence the two stand for, or null. */
export function chosenCompared(choice: string, next: string): string | null {
  const c = CHOOSE.exec(choice);
  const d = ACTION.exec(next);
  if (!c || !d) return null;
  const hit = COMPARED.find(([re]) => re.test(d[1]!));
  if (!hit) return null;
  const action = d[1]!.replace(hit[0], hit[1]);
  // Any other word for the chosen Digimon left in the sentence is not read here.
  if (/\b(?:it|its|that Digimon|the chosen)\b/i.test(action.replace(FIRST_CHOSEN, ""))) return null;
  const said = action.charAt(0).toLowerCase() + action.slice(1);
  return `${c[1] ?? ""}choose only ${c[2]!}, then ${said}.`;
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
  if (!target || target === "this" || target.count !== 1 || target.upTo) return null;
  // "Choose 1 Tamer": any player's Tamer; a Digimon is always said as yours or the opponent's.
  if (target.side === "any" && target.filter.category !== "Tamer") return null;
  return c.peek(",\\s*then") ? [{ op: "chooseOnly", target }] : null;
}

const COUNTED =
  /^\s*(?:then,\s*)?(<Draw \d+>|gain \d+ memory) for each of (?:that|the chosen) Digimon's digivolution cards\s*\.?\s*$/i;

/**
 * "Choose 1 of your Digimon with [X] in its traits. Then, <Draw 1> for each of that Digimon's
 * digivolution cards.": the choice, then a draw (or memory) counted from its digivolution cards.
 */
export function chosenCounted(choice: string, next: string): string | null {
  const c = CHOOSE.exec(choice);
  const d = COUNTED.exec(next);
  if (!c || !d) return null;
  return `${c[1] ?? ""}choose only ${c[2]!}, then ${d[1]!} for each of ${FIRST_CHOSEN}'s digivolution cards.`;
}

const CHOOSE_TAMER = /^\s*choose (1 Tamer)\.\s*$/i;
const PLAY_SAME_COLOUR =
  /^\s*(you may play 1 [^.]*? with the same colou?r as the chosen Tamer\b[^.]*?)\s*\.?\s*$/i;

/**
 * "Choose 1 Tamer. You may play 1 Digimon card with the same color as the chosen tamer ...": the
 * choice, then a play of a card sharing a colour with that Tamer (official Q&A: at least one).
 */
export function chosenTamerColour(choice: string, next: string): string | null {
  const c = CHOOSE_TAMER.exec(choice);
  const d = PLAY_SAME_COLOUR.exec(next);
  return c && d ? `choose only ${c[1]!}, then ${d[1]!}.` : null;
}
