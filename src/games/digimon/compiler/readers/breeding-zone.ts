/**
 * Effects that work on the breeding area itself (3-4-7-3): "hatch in your breeding area" (4-18),
 * "move 1 level 3 or higher Digimon from your breeding area to your battle area" (4-17), either
 * of them ("hatch ..., or move ..."), and a Tamer suspended to do so ("you can suspend this
 * Tamer to hatch ...").
 */
import type { CardFilter, Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { cardSpec, filterPhrase } from "./filters.ts";

function hatch(c: Cursor): Op[] | null {
  return c.is(
    "hatch (?:in your breeding area|(?:1|a|one) Digi-Egg card (?:to|in|into) an empty space in your breeding area|a Digi-Egg)",
  )
    ? [{ op: "hatch" }]
    : null;
}

function moveOut(c: Cursor): Op[] | null {
  return c.try((): Op[] | null => {
    if (!c.is("move")) return null;
    let filter: CardFilter = { category: "Digimon" };
    // "1 of your level 3 or higher Digimon": one of yours the filter names.
    const yours = c.try(() => {
      if (!c.is("(?:1|one) of your")) return null;
      const f = filterPhrase(c, true);
      return f?.category === "Digimon" ? f : null;
    });
    if (yours) filter = yours;
    else if (!c.is("(?:1|one) of your Digimon")) {
      const spec = cardSpec(c);
      if (!spec || spec.count !== 1 || spec.upTo) return null;
      filter = spec.filter;
    }
    if (!c.is("from (?:your|the) breeding area to (?:your|the) battle area")) return null;
    return [{ op: "moveFromBreeding", filter }];
  });
}

/** "hatch ..., or move ...": the player picks one. */
function hatchOrMove(c: Cursor): Op[] | null {
  return c.try((): Op[] | null => {
    const first = hatch(c);
    if (!first || !c.is(",?\\s*or")) return null;
    const second = moveOut(c);
    return second ? [{ op: "choose", options: [first, second] }] : null;
  });
}

/** "you can suspend this Tamer to <hatch or move>": suspending is the price. */
function suspendTo(c: Cursor): Op[] | null {
  return c.try((): Op[] | null => {
    if (!c.is("you (?:can|may) suspend this Tamer to")) return null;
    const then = hatchOrMove(c) ?? hatch(c) ?? moveOut(c);
    return then ? [{ op: "may", cost: [{ op: "suspendThis" }], then }] : null;
  });
}

/** "This Digimon may move." / "this Digimon moves to the battle area": a [Breeding] effect's own Digimon (4-17). */
function moveSelf(c: Cursor): Op[] | null {
  if (c.is("this Digimon may move(?: (?:from the breeding area )?to the battle area)?"))
    return [{ op: "may", then: [{ op: "moveFromBreeding", filter: { category: "Digimon" }, self: true }] }];
  if (c.is("this Digimon moves(?: from the breeding area)? to the battle area"))
    return [{ op: "moveFromBreeding", filter: { category: "Digimon" }, self: true }];
  return null;
}

export const BREEDING_ZONE_RULES = [suspendTo, hatchOrMove, hatch, moveOut, moveSelf];
