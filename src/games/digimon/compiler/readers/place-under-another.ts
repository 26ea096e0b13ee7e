/**
 * "place 1 of your opponent's Digimon as any of their other Digimon's bottom digivolution card
 * or under any of their Tamers": a Digimon goes under another card of its owner's (4-8-1).
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { fieldTarget } from "./filters.ts";

/** "their other Digimon", or the owner said again: "1 of your opponent's other Digimon" for one of theirs. */
function underOther(side: "you" | "opponent" | "any"): string {
  const owner =
    side === "opponent"
      ? "their|its owner's|your opponent's"
      : side === "you"
        ? "your|its owner's"
        : "their|its owner's";
  return `as (?:any of |1 of )?(?:${owner}) other Digimon's bottom digivolution cards?|under (?:any of |1 of )?(?:${owner}) other Digimon as (?:its|their) bottom digivolution cards?`;
}

export function placeUnderAnother(c: Cursor): Op[] | null {
  if (!c.is("place")) return null;
  const target = fieldTarget(c, false);
  if (!target || target === "this" || target.count !== 1 || target.filter.category !== "Digimon") return null;
  if (!c.is(underOther(target.side))) return null;
  const onto: ("Digimon" | "Tamer")[] = ["Digimon"];
  if (c.is(",?\\s*or under (?:any of |1 of )?(?:their|its owner's) Tamers?")) onto.push("Tamer");
  return [{ op: "placeUnderAnother", target, onto }];
}
