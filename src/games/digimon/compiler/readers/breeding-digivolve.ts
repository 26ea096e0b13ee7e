/**
 * A digivolution by an effect of a Digimon in the breeding area, which the effect names
 * (3-4-7-5): "1 of your Digimon with [X] in any of its traits in the breeding area may digivolve
 * into a level 5 or lower [X] trait Digimon card in the hand without paying the cost",
 * "Your Digimon in the breeding area may digivolve into [X] from your trash ...".
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { fieldTarget } from "./filters.ts";
import { digivolveInto, digivolveTail } from "./plays.ts";

export function breedingDigivolve(c: Cursor): Op[] | null {
  const who = c.is("your Digimon")
    ? { side: "you" as const, count: 1, filter: { category: "Digimon" as const } }
    : fieldTarget(c, false);
  if (!who || who === "this" || who.side !== "you" || who.count !== 1 || who.upTo) return null;
  if (!c.is("in (?:the|your) breeding area may digivolve")) return null;
  const target = digivolveInto(c);
  if (!target) return null;
  const tail = digivolveTail(c);
  return [
    {
      op: "digivolveBy",
      who,
      into: target.filter,
      from: target.from,
      cost: tail.cost,
      ...(tail.ignoreRequirements ? { ignoreRequirements: true } : {}),
      optional: true,
      breeding: true,
    },
  ];
}
