/**
 * Effect clauses whose target is not a plain "N of X": digivolution cards chosen from a Digimon
 * ("Trash any 2 digivolution cards from your opponent's Digimon", "Trash all digivolution cards
 * under ..."), both players ("trash the top 2 cards of both players' decks"), "they" for the
 * opponent, either of two targets, Digimon up to a total DP; and "(Draw 1 card from your deck)".
 */
import type { FieldTarget, Op, Side } from "../../model/index.ts";
import { type Cursor, NUMBER, toNumber } from "../text/cursor.ts";
import { fieldTarget, filterPhrase } from "./filters.ts";

/** "your opponent's Digimon" with no count: all of them. */
function allOf(c: Cursor): FieldTarget | null {
  return c.try(() => {
    const m = c.re("(your opponent's|their|your)");
    const f = m && filterPhrase(c, true);
    if (!m || !f) return null;
    const side: Side = /^your$/i.test(m[1]!) ? "you" : "opponent";
    return { side, count: "all", filter: f };
  });
}

function chosen(c: Cursor): FieldTarget | null {
  const t = fieldTarget(c, false);
  return t && t !== "this" ? t : null;
}

export function anySources(c: Cursor): Op[] | null {
  // "under your opponent's Digimon": the same as "from"; "any 3 cards under 1 of your opponent's
  // Digimon or Tamers": the cards under a Tamer too (4-4-2).
  const m = c.re(`trash(?:ing)? any ${NUMBER} (?:digivolution cards? (?:from|of|under)|cards? under)`);
  // "trash 1 card under 1 of your opponent's Digimon or Tamers": any of that one's cards, as
  // "trash 2 digivolution cards under 1 of ..." (costs.ts) reads.
  if (!m)
    return c.try(() => {
      const one = c.re(`trash(?:ing)? ${NUMBER} cards? under`);
      const target = one && chosen(c);
      return target ? [{ op: "trashAnySources", n: toNumber(one[1]!), target }] : null;
    });
  const target = chosen(c) ?? allOf(c);
  return target ? [{ op: "trashAnySources", n: toNumber(m[1]!), target }] : null;
}

export function sourcesFromEnd(c: Cursor): Op[] | null {
  const m = c.re(`trash(?:ing)? ${NUMBER} digivolution cards? from the (top|bottom) of`);
  // "of each of your opponent's Digimon": all of them, each losing that many.
  const target = m && (chosen(c) ?? c.try(() => (c.is("each of") ? allOf(c) : null)));
  if (!m || !target) return null;
  const n = toNumber(m[1]!);
  const from = m[2]!.toLowerCase() as "top" | "bottom";
  if (n === 1 && from === "bottom" && target.count === 1) return [{ op: "trashBottomSource", target }];
  return [{ op: "trashSources", target, n, from }];
}

/** "trash the top 2 cards of both players' decks", "Both players trash the top 5 cards of their decks". */
export function bothDecks(c: Cursor): Op[] | null {
  const m = c.re(
    "(?:trash(?:ing)? the top (?:(\\d+) cards|card) of both players'? decks|both players trash the top (?:(\\d+) cards|card) of their decks)",
  );
  return m ? [{ op: "trashDeck", n: Number(m[1] ?? m[2] ?? 1), who: "both" }] : null;
}

export function theyTrash(c: Cursor): Op[] | null {
  const m = c.re(`they (?:must )?trash ${NUMBER} cards? (?:in|from) their hand`);
  return m ? [{ op: "trashHand", n: toNumber(m[1]!), who: "opponent" }] : null;
}

/** "(Draw 1 card from your deck)" where the card text lost its <Draw 1>: it says the same. */
export function drawWords(c: Cursor): Op[] | null {
  const m = c.re("\\(?(?:trigger )?draw (\\d+) cards? from your deck\\)?");
  return m ? [{ op: "draw", n: Number(m[1]) }] : null;
}

/** "Both players draw 1 card from their decks", "Both players <Draw 1>", "... draw the top card of their decks". */
export function bothDraw(c: Cursor): Op[] | null {
  const m = c.re(
    `both players (?:draw ${NUMBER} cards? from their decks?|<Draw (\\d+)>|draw the top (?:(\\d+) cards|card) of their decks)`,
  );
  return m ? [{ op: "draw", n: m[1] ? toNumber(m[1]) : Number(m[2] ?? m[3] ?? 1), who: "both" }] : null;
}

export function allSources(c: Cursor): Op[] | null {
  if (!c.is("trash(?:ing)? all(?: of the)? digivolution cards (?:under|of)")) return null;
  const target = chosen(c) ?? allOf(c);
  return target ? [{ op: "trashSources", target, n: "all", from: "top" }] : null;
}

/** "Suspend 1 of your opponent's Digimon, or 2 of your opponent's Digimon with 5000 DP or less". */
export function eitherTarget(c: Cursor): Op[] | null {
  const m = c.re("(suspend|delete)");
  const first = m && chosen(c);
  if (!m || !first || !c.is(",?\\s*or")) return null;
  const second = chosen(c);
  if (!second) return null;
  const verb = m[1]!.toLowerCase() as "suspend" | "delete";
  return [{ op: "choose", options: [first, second].map((target) => [{ op: verb, target }]) }];
}

/**
 * "Choose any number of your opponent's Digimon whose total DP adds up to 10000 or less and delete
 * them", and "... whose play costs add up to 15 or less and delete them".
 */
export function deleteUpToTotal(c: Cursor): Op[] | null {
  return c.try((): Op[] | null => {
    // "Choose any number of ... and delete them", "Delete any number of ... whose levels add up to 4 or less".
    // "Delete your opponent's Digimon and Tamers with a total play cost of 3": up to that total.
    const lead = c.re("(choose|delete) any (?:number )?of|(delete)");
    const target = lead && allOf(c);
    if (!lead || !target) return null;
    const m = lead[2]
      ? c.re("with a total (play cost|DP) (?:of|up to) (\\d+)")
      : (c.re("whose (total DP adds|play costs add|levels (?:that )?add) up to (\\d+) or less") ??
        c.re("so that their (DP|play cost) total is up to (\\d+)") ??
        c.re("with a total (play cost|DP) (?:of|up to) (\\d+)") ??
        // "Delete any of your opponent's Digimon with DP adding up to 3000".
        c.re("with (DP) adding up to (\\d+)"));
    if (!m || (/^choose/i.test(lead[1] ?? "") && !c.is("and delete them"))) return null;
    const by = /^play/i.test(m[1]!) ? "playCost" : /^level/i.test(m[1]!) ? "level" : undefined;
    return [{ op: "deleteUpToTotalDp", target, maxTotal: Number(m[2]), ...(by ? { by } : {}) }];
  });
}

/** "Delete up to 6000 DP total worth of your opponent's Digimon", "... up to 7 play cost's total worth of ...". */
export function deleteTotalWorth(c: Cursor): Op[] | null {
  const m = c.re("delete up to (\\d+) (DP|play cost(?:'s)?) total worth of");
  const target = m && allOf(c);
  if (!m || !target) return null;
  const by = /^DP$/i.test(m[2]!) ? {} : { by: "playCost" as const };
  return [{ op: "deleteUpToTotalDp", target, maxTotal: Number(m[1]), ...by }];
}

/** "Delete any number of your opponent's Digimon whose total DP adds up to equal or less than this Digimon's DP". */
export function deleteUpToOwnDp(c: Cursor): Op[] | null {
  if (!c.is("delete any number of")) return null;
  const target = allOf(c);
  const m =
    target &&
    c.is(
      "whose total DP adds up to (?:equal (?:to )?or less than|less than or equal to|as much or less than) this Digimon's DP",
    );
  return m ? [{ op: "deleteUpToTotalDp", target, maxTotal: 0, ofSelf: true }] : null;
}
