/**
 * "The [When Digivolving] effects on level 7 Digimon don't activate.": a continuous effect on
 * every Digimon that matches, on both sides, that its effects of that timing don't trigger or
 * activate (15-8-2; official Q&A on BT5-085: nor by "activate that card's [When Digivolving] effect").
 */
import type { Persistent, Restriction } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { filterPhrase } from "./filters.ts";

const TIMINGS: Record<string, Restriction> = {
  "on play": "activateOnPlay",
  "when digivolving": "activateWhenDigivolving",
  "when attacking": "activateWhenAttacking",
};

export function timingBan(c: Cursor): Persistent | null {
  return c.try((): Persistent | null => {
    const m = c.re("the \\[(On Play|When Digivolving|When Attacking)\\] effects (?:on|of)");
    if (!m) return null;
    const filter = filterPhrase(c, true);
    if (!filter || filter.category !== "Digimon" || Object.keys(filter).length < 2) return null;
    if (!c.is("(?:don't|do not) activate") || !c.atEnd()) return null;
    const cant = TIMINGS[m[1]!.toLowerCase()]!;
    return { kind: "continuous", reach: { side: "any", filter }, grants: [{ cant }] };
  });
}
