/**
 * "Search your security stack, reveal 1 card from it, and add it to your hand. If it's a yellow
 * card, <Recovery +1 (Deck)>.": a condition on the one card the search just took, shown to both
 * players as it was revealed. Read only right after a search that takes exactly one card.
 */
import type { CardFilter, Color, Op } from "../../model/index.ts";
import type { Clause } from "../reading.ts";
import { Cursor } from "../text/cursor.ts";
import { cardSpec } from "./filters.ts";

const COLOR = "red|blue|yellow|green|black|purple|white";

function takesOne(ops: Op[]): boolean {
  const last = ops.at(-1);
  if (last?.op !== "searchSecurity" || last.picks.length !== 1) return false;
  const [pick] = last.picks;
  return pick!.count === 1 && !pick!.all && !pick!.or;
}

/** "yellow", "a yellow card", "a Digimon card with the [X] trait". */
function what(c: Cursor): CardFilter | null {
  return c.try(() => {
    const colour = c.re(`(${COLOR})(?=\\s*,)`);
    if (colour)
      return { colors: [(colour[1]![0]!.toUpperCase() + colour[1]!.slice(1).toLowerCase()) as Color] };
    const spec = cardSpec(c);
    return spec && spec.count === 1 && !spec.upTo ? spec.filter : null;
  });
}

export function takenCardIf(
  text: string,
  last: Clause | undefined,
  read: (text: string) => Clause | null,
): Clause | null {
  if (!last || !takesOne(last.ops)) return null;
  const c = new Cursor(text);
  if (!c.is("(?:then,\\s*)?if (?:it|that card)(?:'s|’s| is)")) return null;
  const filter = what(c);
  if (!filter || !c.is(",")) return null;
  const rest = read(c.rest());
  if (!rest || rest.cost || rest.instead || rest.after || rest.condition) return null;
  const then = rest.optional ? [{ op: "may" as const, then: rest.ops }] : rest.ops;
  return { ops: [{ op: "if", cond: { is: "moved", filter }, then }] };
}
