/**
 * Plainer wordings of conditions the engine already checks: "it's their turn", "their hand has
 * 7 or fewer cards", "you don't have Digimon", "one of their Digimon is attacking", "there are 2
 * or less cards under this Tamer", "this Digimon has 4 or more colors in its digivolution cards",
 * "your opponent has no Digimon with as many or more digivolution cards as this Digimon", "that
 * Digimon's play cost is 4 or less", "your opponent has as many or more total Digimon and
 * Tamers as you" and "you have [X] in the breeding area".
 */
import type { Cond } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { NAMES, filterPhrase, names } from "./filters.ts";

const OPPONENT = "(?:their|your opponent's)";
/** A list of names that may lack a space before a bracket ("[A], [B], or[C]", as some card records print it). */
const LOOSE_NAMES = "\\[[^\\]]+\\](?:\\s*,?\\s*(?:or|and)?\\s*\\[[^\\]]+\\])*";

function bound(n: string, dir: string): { atLeast: number } | { atMost: number } {
  return /more|greater|higher/i.test(dir) ? { atLeast: Number(n) } : { atMost: Number(n) };
}

export function plainAtom(c: Cursor): Cond | null {
  return c.try((): Cond | null => {
    let m: RegExpExecArray | null;
    if (c.is("it's their turn|it is their turn")) return { is: "not", cond: { is: "yourTurn" } };
    if ((m = c.re(`(your|${OPPONENT}) hand has (\\d+) or (more|fewer|less) cards`)))
      return { is: "hand", side: /^your$/i.test(m[1]!) ? "you" : "opponent", ...bound(m[2]!, m[3]!) };
    // "if you don't have Digimon": none at all, the article left out.
    if ((m = c.re("(you|your opponent) (?:don't|doesn't) have Digimon(?= *,)")))
      return {
        is: "not",
        cond: {
          is: "field",
          side: /^you$/i.test(m[1]!) ? "you" : "opponent",
          filter: { category: "Digimon" },
        },
      };
    if ((m = c.re(`(?:one|1) of (your|${OPPONENT}) Digimon is attacking`)))
      return {
        is: "field",
        side: /^your$/i.test(m[1]!) ? "you" : "opponent",
        filter: { category: "Digimon", attacking: true },
      };
    // "cards under this Tamer": the cards in its stack below its top card.
    if ((m = c.re("there(?: are| is|'re) (\\d+) or (more|fewer|less) cards under this (?:Tamer|Digimon)"))) {
      const b = bound(m[1]!, m[2]!);
      return { is: "self", filter: "atLeast" in b ? { minSources: b.atLeast } : { maxSources: b.atMost } };
    }
    // "there are 2 or more [Hero] trait cards under this Tamer": that many of its stack's cards match.
    const under = c.try(() => {
      const n = c.re("there(?: are| is|'re) (\\d+) or more");
      const f = n && filterPhrase(c, false);
      if (!n || !f || Object.keys(f).length === 0 || !c.is("under this (?:Tamer|Digimon)")) return null;
      return { is: "sources" as const, filter: f, atLeast: Number(n[1]) };
    });
    if (under) return under;
    if ((m = c.re("this Digimon has (\\d+) or more colors in its digivolution cards")))
      return {
        is: "count",
        count: { side: "you", filter: {}, zone: "sources", colors: true },
        atLeast: Number(m[1]),
      };
    // "you have a Digimon with 5 or more digivolution cards and [X-Antibody] in its traits in play".
    if (
      (m = c.re(
        `you have a Digimon with (\\d+) or more digivolution cards and (${NAMES}) in its traits(?: in play)?`,
      ))
    )
      return {
        is: "field",
        side: "you",
        filter: { category: "Digimon", minSources: Number(m[1]), traitIncludes: names(m[2]!) },
      };
    // "you have [Mother Eater] in the breeding area".
    if ((m = c.re(`(you|your opponent) (?:have|has) (${NAMES}) in (?:the|your|their) breeding area`)))
      return {
        is: "breeding",
        side: /^you$/i.test(m[1]!) ? "you" : "opponent",
        filter: { nameIs: names(m[2]!) },
      };
    // "your opponent has as many or more total Digimon and Tamers as you": yours are at most theirs.
    if (c.is("your opponent has as many or more (?:total )?Digimon and Tamers as you(?: do)?"))
      return { is: "fewerThanOpponent", zone: "field", orEqual: true };
    if ((m = c.re("this Digimon's play cost is (\\d+) or (less|lower|more|higher)"))) {
      const b = bound(m[1]!, m[2]!);
      return { is: "self", filter: "atLeast" in b ? { minPlayCost: b.atLeast } : { maxPlayCost: b.atMost } };
    }
    if (c.is("your opponent has no Digimon with as many or more digivolution cards as this Digimon"))
      return {
        is: "not",
        cond: { is: "field", side: "opponent", filter: { category: "Digimon", minSourcesOfSelf: true } },
      };
    return null;
  });
}

/**
 * "one of your Digimon has [Greymon] or [Dramon] in its name (other than [DoruGreymon], ...)",
 * "you have a Digimon in play with [Omnimon] or [Greymon] (other than [DoruGreymon], ...) in its
 * name": tried before the other atoms, which would stop at "a Digimon in play".
 */
export function namesExceptAtom(c: Cursor): Cond | null {
  return c.try((): Cond | null => {
    let m: RegExpExecArray | null;
    if (
      (m = c.re(
        `(?:one of your Digimon has|you have a Digimon(?: in play)? with) (${LOOSE_NAMES})(?: in its name)? \\(other than (${LOOSE_NAMES})\\)(?: in its name)?(?: in play)?`,
      )) &&
      /in its name/i.test(m[0])
    )
      return {
        is: "field",
        side: "you",
        filter: { category: "Digimon", nameIncludes: names(m[1]!), noneOf: [{ nameIs: names(m[2]!) }] },
      };
    return null;
  });
}

/**
 * "If a level 3 Digimon card is in this Digimon's digivolution cards, ... If there isn't, ...":
 * the condition before, not met. Only after a condition that a card or Digimon is there.
 */
export function notThere(c: Cursor, last: Cond | undefined): Cond | null {
  if (!last || (last.is !== "sources" && last.is !== "field" && last.is !== "trash")) return null;
  if ("atMost" in last && last.atMost !== undefined) return null;
  if (last.is === "trash" && !last.filter) return null;
  return c.is("there (?:isn't|is not|aren't|are not)(?=\\s*,)") ? { is: "not", cond: last } : null;
}
