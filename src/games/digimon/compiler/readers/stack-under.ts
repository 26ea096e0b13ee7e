/**
 * Cards placed as a Digimon's bottom digivolution card (4-8-1): "placing 1 of your other
 * Digimon as this Digimon's bottom digivolution card", "placing another blue Digimon under this
 * Digimon as its bottom digivolution card", and an Option's "place this card as the bottom
 * digivolution card of 1 of your Digimon with the [X] trait".
 */
import type { FieldTarget, Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { fieldTarget, filterPhrase } from "./filters.ts";

const UNDER_THIS =
  "as (?:this Digimon's|its) bottom digivolution cards?|under this Digimon(?: as its bottom digivolution cards?)?";

/** "1 of your other Digimon", "another blue Digimon": your own Digimon other than this one. */
function otherOfYours(c: Cursor): FieldTarget | null {
  return c.try((): FieldTarget | null => {
    if (c.is("another")) {
      const f = filterPhrase(c, true);
      return f?.category === "Digimon" ? { side: "you", count: 1, filter: { ...f, other: true } } : null;
    }
    const t = fieldTarget(c, false);
    if (!t || t === "this" || t.side !== "you" || t.count === "all" || !t.filter.other) return null;
    return t.filter.category === "Digimon" ? t : null;
  });
}

export function stackUnderThis(c: Cursor): Op[] | null {
  if (!c.is("plac(?:e|ing)")) return null;
  const target = otherOfYours(c);
  if (!target || !c.is(UNDER_THIS)) return null;
  return [{ op: "stackUnder", target }];
}

export function placeSelfUnder(c: Cursor): Op[] | null {
  if (!c.is("place this card as the bottom digivolution card of")) return null;
  const onto = fieldTarget(c, false);
  if (!onto || onto === "this" || onto.side !== "you" || onto.count !== 1 || onto.upTo) return null;
  if (onto.filter.category && onto.filter.category !== "Digimon") return null;
  return [{ op: "placeSelfUnder", onto }];
}
