/**
 * "play 1 each of level 3, level 4 and level 5 Digimon cards with [X] in their traits": one card
 * of each level, one play of several parts (the parts, as "1 [A] and 1 [B]": none, or each that can).
 */
import type { Cursor } from "../text/cursor.ts";
import { cardSpec } from "./filters.ts";

type Spec = NonNullable<ReturnType<typeof cardSpec>>;

export function eachLevelSpecs(c: Cursor): Spec[] | null {
  return c.try((): Spec[] | null => {
    const m = c.re("1 each of (level \\d+(?:, level \\d+)*),? and level (\\d+)(?= )");
    if (!m) return null;
    const levels = [...m[1]!.matchAll(/\d+/g)].map((x) => Number(x[0])).concat(Number(m[2]));
    const rest = cardSpec(c);
    if (!rest || rest.upTo || rest.count !== 1 || rest.filter.level !== undefined) return null;
    if (rest.filter.minLevel !== undefined || rest.filter.maxLevel !== undefined) return null;
    return levels.map((level) => ({ count: 1, upTo: false, filter: { level, ...rest.filter } }));
  });
}
