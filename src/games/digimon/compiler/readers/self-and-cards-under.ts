/**
 * "By placing this Tamer and 1 [A] and 1 [B] from your trash in any order as the bottom
 * digivolution cards of one of your [X]", "... along with 1 each of [A] and [B] from your trash
 * under one of your [X] in any order as its bottom digivolution cards", "... as one of your [X]'s
 * bottom digivolution cards": this card goes under the Digimon the player chooses (4-8-1), then
 * the two cards from the trash under that same Digimon. The cost is paid in full or not at all.
 */
import type { CardFilter, FieldTarget, Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { NAME, filterPhrase, names } from "./filters.ts";

function twoNamed(c: Cursor): CardFilter[] | null {
  const m = c.re(`1 each of (${NAME}) and (${NAME})`) ?? c.re(`(?:1|one) (${NAME}) and (?:1|one) (${NAME})`);
  return m ? [{ nameIs: names(m[1]!) }, { nameIs: names(m[2]!) }] : null;
}

/** The Digimon it all goes under: one of yours, other than this card. */
function host(c: Cursor): CardFilter | null {
  return c.try(() => {
    const under = c.is("under (?:1|one) of your");
    const of = !under && c.is("as the bottom digivolution cards of (?:1|one) of your");
    const owners = !under && !of && c.is("as (?:1|one) of your");
    if (!under && !of && !owners) return null;
    const filter = filterPhrase(c, true);
    if (!filter || (filter.category && filter.category !== "Digimon")) return null;
    if (owners && !c.is("'s? bottom digivolution cards")) return null;
    c.is("in any order");
    if (under && !c.is("as its bottom digivolution cards")) return null;
    return filter;
  });
}

export function selfAndCardsUnder(c: Cursor): Op[] | null {
  return c.try((): Op[] | null => {
    if (!c.is("plac(?:e|ing) this (?:Tamer|Digimon) (?:and|along with)")) return null;
    const each = twoNamed(c);
    if (!each || !c.is("from your trash")) return null;
    c.is("in any order");
    const filter = host(c);
    if (!filter) return null;
    const onto: FieldTarget = { side: "you", count: 1, filter: { ...filter, other: true } };
    const cards: Op = { op: "moveCards", from: "trash", n: each.length, each, to: "sourceBottom" };
    return [
      { op: "placeSelfUnder", onto, fromField: true },
      { op: "onReferent", referent: "it", chosenOnly: true, then: [cards] },
    ];
  });
}
