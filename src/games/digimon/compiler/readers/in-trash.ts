/**
 * "If [X] is in your trash", "if a Digimon card with [X] in its type is in your trash", "if you have
 * a card with the [X] trait in your trash": matching
 * cards in a trash; "if either player has 5 or more cards in their trash": one of the two trashes.
 */
import type { Cond } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { cardSpec } from "./filters.ts";

export function inTrashAtom(c: Cursor): Cond | null {
  return c.try((): Cond | null => {
    const either = c.re("either player has (\\d+) or more cards in their trash");
    if (either) {
      const n = Number(either[1]);
      return {
        is: "any",
        of: [
          { is: "trash", side: "you", atLeast: n },
          { is: "trash", side: "opponent", atLeast: n },
        ],
      };
    }
    const spec = cardSpec(c);
    if (!spec || spec.upTo || Object.keys(spec.filter).length === 0) return null;
    const where = c.re("(?:is|are) in (your|your opponent's) trash");
    if (!where) return null;
    const side = /opponent/i.test(where[1]!) ? ("opponent" as const) : ("you" as const);
    return { is: "trash", side, filter: spec.filter, atLeast: spec.count };
  });
}

/**
 * "you have a card with the [X] trait in your trash": the same, said of the player. Tried before
 * the field atoms, which would read "you have a card with ..." as a card in play.
 */
export function hasInTrashAtom(c: Cursor): Cond | null {
  return c.try((): Cond | null => {
    const has = c.re("(you have|your opponent has)(?= an? )");
    const spec = has && cardSpec(c);
    if (!has || !spec || spec.upTo || Object.keys(spec.filter).length === 0) return null;
    const opp = /opponent/i.test(has[1]!);
    if (!c.is(`in ${opp ? "their" : "your"} trash`)) return null;
    return { is: "trash", side: opp ? "opponent" : "you", filter: spec.filter, atLeast: spec.count };
  });
}
