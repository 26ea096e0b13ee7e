/**
 * A reveal-group sentence that digivolves into a revealed card (8-1-2): "You may digivolve this
 * Digimon into a green level 6 card among them without paying its memory cost.", "You may
 * digivolve 1 green level 6 Digimon card among them onto the attacking Digimon without paying
 * its memory cost.", "You may digivolve 1 of your Digimon into a Digimon card with [X] in its
 * traits among them without paying its memory cost.", "This Digimon may digivolve into ... among
 * them without paying the cost."
 */
import type { CardFilter, EffectCost, FieldTarget, RevealPick } from "../../model/index.ts";
import { Cursor } from "../text/cursor.ts";
import { cardSpec, fieldTarget } from "./filters.ts";

const FREE = "without paying (?:the|its|its memory|its digivolution) costs?";

/** The card digivolved into: "1 level 6 green Digimon card", "a Digimon card with [X] in its traits". */
function intoCard(c: Cursor): CardFilter | null {
  const spec = cardSpec(c);
  if (!spec || spec.count !== 1 || spec.upTo) return null;
  // Only a Digimon card can be digivolved into (8-1).
  if (spec.filter.category && spec.filter.category !== "Digimon") return null;
  return { ...spec.filter, category: "Digimon" };
}

/** "1 of your Digimon": one of yours, chosen. */
function oneOfYours(c: Cursor): FieldTarget | null {
  return c.try(() => {
    const t = fieldTarget(c, false);
    if (!t || t === "this" || t.side !== "you" || t.count !== 1 || t.upTo) return null;
    return t.filter.category === "Digimon" ? t : null;
  });
}

/** "without paying the cost", "with the digivolution cost reduced by 2": what the digivolution pays. */
function payment(c: Cursor): EffectCost | null {
  if (c.is(FREE)) return "free";
  const m = c.re("with the (?:digivolution |memory )?cost reduced by (\\d+)");
  return m ? { reduce: Number(m[1]) } : null;
}

export function revealDigivolve(text: string): RevealPick[] | null {
  const c = new Cursor(text);
  // "This Digimon may digivolve into ... among them without paying the cost.", "1 of your Digimon may ...".
  const said = c.try((): RevealPick[] | null => {
    const who: FieldTarget | "this" | null = c.is("this (?:card|Digimon)") ? "this" : oneOfYours(c);
    if (!who || !c.is("(?:may|can) digivolve into")) return null;
    const into = intoCard(c);
    if (!into || !c.is("among them")) return null;
    const cost = payment(c);
    if (!cost || !c.atEnd()) return null;
    return [
      {
        count: 1,
        filter: into,
        to: "digivolve",
        digivolves: who,
        optional: true,
        ...(cost === "free" ? {} : { digivolveCost: cost }),
      },
    ];
  });
  if (said) return said;
  return c.try(() => {
    const optional = c.is("you (?:may|can)");
    if (!c.is("digivolve")) return null;
    let who: FieldTarget | "this" | null = null;
    let into: CardFilter | null;
    if (c.is("this (?:card|Digimon)")) who = "this";
    else if (c.peek("1 of your")) who = oneOfYours(c);
    if (who) {
      if (!c.is("into")) return null;
      into = intoCard(c);
      if (!into || !c.is("among them")) return null;
    } else {
      into = intoCard(c);
      if (!into || !c.is("among them onto the attacking Digimon")) return null;
      who = { side: "you", count: 1, filter: { category: "Digimon", attacking: true } };
    }
    if (!c.is(FREE) || !c.atEnd()) return null;
    return [{ count: 1, filter: into, to: "digivolve", digivolves: who, ...(optional ? { optional } : {}) }];
  });
}
