/**
 * "choose 1 of each player's Digimon with the highest play cost and delete all other Digimon",
 * "choose 1 of both players' Digimon and delete all other Digimon": the chosen stay, every other
 * Digimon is deleted. Printed as two sentences too ("Choose 1 of ... . Delete all other Digimon."),
 * which `keepChosenSentences` folds into this one.
 */
import type { CardFilter, FieldTarget, Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { filterPhrase, postModifiers } from "./filters.ts";

/** "choose 1 of your opponent's highest play cost Digimon and delete all of their other Digimon". */
function keepOneOfTheirs(c: Cursor): Op[] | null {
  return c.try(() => {
    if (!c.is("choose 1 of your opponent's")) return null;
    const filter = filterPhrase(c, true);
    if (filter?.category !== "Digimon" || !c.is("and delete all of their other Digimon")) return null;
    return [{ op: "deleteAllOther", keep: [{ side: "opponent", count: 1, filter }], among: "opponent" }];
  });
}

export function keepChosen(c: Cursor): Op[] | null {
  const theirs = keepOneOfTheirs(c);
  if (theirs) return theirs;
  const m = c.re("choose 1 of (each player's|both players') Digimon");
  if (!m) return null;
  const filter: CardFilter = { category: "Digimon" };
  postModifiers(c, filter);
  if (!c.is("and delete all other Digimon")) return null;
  const one = (side: FieldTarget["side"]): FieldTarget => ({ side, count: 1, filter });
  return [
    { op: "deleteAllOther", keep: /^each/i.test(m[1]!) ? [one("you"), one("opponent")] : [one("any")] },
  ];
}

const CHOOSE = /^\s*(choose 1 of (?:each player's|both players') Digimon[^.]*)\.\s*$/i;

/** "Choose 1 of each player's Digimon with X." + "Delete all other Digimon.": the one sentence they stand for. */
export function keepChosenSentences(choice: string, next: string): string | null {
  const c = CHOOSE.exec(choice);
  return c && /^\s*delete all other Digimon\.?\s*$/i.test(next)
    ? `${c[1]} and delete all other Digimon.`
    : null;
}
