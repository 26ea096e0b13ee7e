/**
 * The opponent made to attack: "Choose 1 of your opponent's Digimon. Your opponent attacks with
 * the chosen Digimon." (the two sentences fold into one, the choice yours), "your opponent
 * attacks with 1 of their Digimon" (the choice theirs). The attack is theirs to declare (11-1-2).
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { fieldTarget } from "./filters.ts";

const CHOOSE = /^\s*(you may )?choose (\d+ of your opponent's [^.]*?Digimon[^.]*)\.\s*$/i;
const ATTACKS = /^\s*your opponent (?:must )?attacks? with the chosen Digimon\.?\s*$/i;
/** The folded sentence says the choice is the effect's player's. */
const YOURS = "you choose";

/** The one sentence the two stand for, or null. */
export function opponentAttacksChosen(choice: string, next: string): string | null {
  const c = CHOOSE.exec(choice);
  if (!c || !ATTACKS.test(next)) return null;
  return `${c[1] ?? ""}your opponent attacks with ${c[2]!} ${YOURS}.`;
}

export function opponentAttacks(c: Cursor): Op[] | null {
  if (!c.is("your opponent (?:must )?attacks? with")) return null;
  const who = fieldTarget(c, false);
  if (!who || who === "this" || who.side !== "opponent" || who.count !== 1 || who.upTo) return null;
  const yours = c.is(YOURS);
  return [
    { op: "attackBy", who, must: true, by: "opponent", ...(yours ? {} : { pickedBy: "opponent" as const }) },
  ];
}
