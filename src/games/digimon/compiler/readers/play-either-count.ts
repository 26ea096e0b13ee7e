/**
 * "play 1 [Rosemon] or up to 2 yellow level 3 Digimon cards from your hand ...": two different
 * counts of two kinds of card, so not one filter with alternatives but two plays, of which the
 * player makes one (read into a "choose" by plays.ts).
 */
import { Cursor, NUMBER } from "../text/cursor.ts";
import { cardSpec } from "./filters.ts";

type Spec = NonNullable<ReturnType<typeof cardSpec>>;

export function eitherCountSpecs(c: Cursor): [Spec, Spec] | null {
  return c.try((): [Spec, Spec] | null => {
    const m = c.re(`(${NUMBER}\\b[^,.]*?) or`);
    if (!m || !c.peek(`up to ${NUMBER}\\b`)) return null;
    const head = new Cursor(m[1]!);
    const first = cardSpec(head);
    if (!first || !head.atEnd() || first.upTo) return null;
    const second = cardSpec(c);
    if (!second || !second.upTo) return null;
    return [first, second];
  });
}
