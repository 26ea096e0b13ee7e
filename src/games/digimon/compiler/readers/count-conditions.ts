/**
 * Conditions on a count: "your Tamers with the [X] trait have 3 or more total colors" (the
 * different colours among them, as "for each color your Tamers have" counts them).
 */
import type { Cond } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { filterPhrase } from "./filters.ts";

export function countAtom(c: Cursor): Cond | null {
  return c.try((): Cond | null => {
    const whose = c.re("(your opponent's|your|their)(?= )");
    const filter = whose && filterPhrase(c, true);
    if (!whose || !filter || (filter.category !== "Tamer" && filter.category !== "Digimon")) return null;
    const m = c.re("(?:have|has) (\\d+) or (more|fewer|less) (?:total |different )?colou?rs");
    if (!m) return null;
    const n = Number(m[1]);
    const side = /opponent|their/i.test(whose[1]!) ? ("opponent" as const) : ("you" as const);
    return {
      is: "count",
      count: { side, filter, colors: true },
      ...(m[2]!.toLowerCase() === "more" ? { atLeast: n } : { atMost: n }),
    };
  });
}
