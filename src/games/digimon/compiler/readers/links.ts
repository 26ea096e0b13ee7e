/**
 * Effects that link a card (10-1): "link this card to 1 of your Digimon on the field without
 * paying the cost", "link 1 level 4 or lower Digimon card from your hand or this Digimon's
 * digivolution cards to this Digimon without paying the cost", "link this card or 1 [X] trait
 * card from your trash to 1 of your Digimon ...", "... with the cost reduced by 1".
 */
import type { LinkByOp, LinkFrom, Op } from "../../model/index.ts";
import type { EffectContext } from "../reading.ts";
import type { Cursor } from "../text/cursor.ts";
import { cardSpec, fieldTarget } from "./filters.ts";

const FREE = "without paying (?:the|its|their) (?:link )?costs?";
const ANY = { side: "you", count: 1, upTo: false, filter: { category: "Digimon" } } as const;

/** "from your hand or this Digimon's digivolution cards", "from this Digimon's digivolution cards", "from your trash". */
function places(c: Cursor): LinkFrom[] | null {
  if (c.is("from (?:among )?(?:this Digimon's|its) digivolution cards")) return ["sources"];
  if (!c.is("(?:from|in) (?:your|the)")) return null;
  const out: LinkFrom[] = [];
  for (;;) {
    if (c.is("hand")) out.push("hand");
    else if (c.is("trash")) out.push("trash");
    else if (c.is("(?:this Digimon's|its) digivolution cards")) out.push("sources");
    else if (c.is("your Digimon's digivolution cards")) out.push("yourSources");
    else return null;
    if (!c.is("(?:and/)?or (?:your (?!Digimon's)|the |from )?")) return out;
  }
}

export function linkEffect(c: Cursor, ctx: EffectContext): Op[] | null {
  if (!c.is("link")) return null;
  const self = c.is("this card");
  let from: LinkFrom[] = self ? ["this"] : [];
  let spec: { count: number; upTo: boolean; filter: LinkByOp["filter"] } = {
    count: 1,
    upTo: false,
    filter: {},
  };
  if (!self || c.is("or")) {
    const read = cardSpec(c);
    if (!read) return null;
    const where = places(c);
    if (!where) return null;
    spec = read;
    from = [...from, ...where];
    if (self && read.count !== 1) return null;
  }
  let to: LinkByOp["to"];
  // "to 1 of those Digimon": one of the Digimon the trigger was about (one event may cover several).
  const those = ctx.subject && c.is("to (?:1|one) of those Digimon(?!')");
  // "on the field" takes in the breeding area (3-4); the target's own words may absorb it.
  const field = c.peek("(?:(?!without |with )[^.])*?\\bon the field\\b");
  // Without "to ...", any of your Digimon that meets the link requirement (10-1-3-1).
  const target = those
    ? ({ ...ANY, filter: { category: "Digimon", amongSubjects: true } } as const)
    : c.is("(?:to|with)(?! the (?:link )?cost)")
      ? fieldTarget(c)
      : c.peek(`${FREE}|with the (?:link )?cost reduced`)
        ? ANY
        : null;
  if (!target) return null;
  if (target === "this") to = "this";
  else {
    if (target.side !== "you" || target.count !== 1 || target.upTo) return null;
    c.is("on the field");
    to = { filter: target.filter, count: 1, ...(field ? { field } : {}) };
  }
  let cost: LinkByOp["cost"] = "free";
  if (!c.is(FREE)) {
    const m = c.re("with the (?:link )?cost reduced by (\\d+)");
    if (!m) return null;
    cost = { reduce: Number(m[1]) };
  }
  return [
    {
      op: "linkBy",
      from,
      filter: spec.filter,
      count: spec.count,
      ...(spec.upTo ? { upTo: true } : {}),
      to,
      cost,
    },
  ];
}

/** "trash 1 of this Digimon's link cards", "trash 1 of its link cards", "trash 1 of your Digimon's link cards". */
export function trashLinkCards(c: Cursor): Op[] | null {
  const m = c.re(`trash(?:ing)? (\\d+) of (this Digimon's|its|your Digimon's) link cards?`);
  if (!m) return null;
  return [{ op: "trashLinkCards", n: Number(m[1]), whose: /^your/i.test(m[2]!) ? "yours" : "this" }];
}
