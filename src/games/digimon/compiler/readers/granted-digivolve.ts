/**
 * "[Your Turn] While you have [X], this Digimon can digivolve into [Y] in the hand for a
 * digivolution cost of 3, ignoring digivolution requirements": a digivolution this Digimon's own
 * effect allows, from the hand, for a fixed cost (8-1-3; derive/digivolve-requirements.ts).
 */
import type { Grant } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { cardSpec } from "./filters.ts";

export function grantedDigivolve(c: Cursor): Grant | null {
  return c.try((): Grant | null => {
    if (!c.is("this Digimon (?:can|may) digivolve into")) return null;
    const spec = cardSpec(c);
    if (!spec || spec.upTo || spec.count !== 1) return null;
    c.is("(?:in (?:the|your) hand|from (?:the|your) hand)");
    const m = c.re(
      "for a (?:memory |digivolution )?cost of (\\d+),? ignoring (?:its |this Digimon's )?digivolution requirements",
    );
    if (!m || !c.atEnd()) return null;
    return { digivolveInto: { filter: { category: "Digimon", ...spec.filter }, cost: Number(m[1]) } };
  });
}
