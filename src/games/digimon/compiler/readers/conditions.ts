/**
 * Conditions: what follows "If" or "While" ("If you have 2 or less memory, ...", "If your
 * opponent has a Digimon, ..."), joined by "and" / "or", and "for each ..." counts.
 */
import type { CardFilter, Cond, Count, Side } from "../../model/index.ts";
import { Cursor } from "../text/cursor.ts";
import { conditionAtom } from "./condition-atoms.ts";
import { NAMES, filterPhrase, names, postModifiers } from "./filters.ts";

export function sideOf(word: string): Side {
  const w = word.toLowerCase();
  if (w === "you or your opponent" || w === "a" || w === "an" || w === "any" || w === "another") return "any";
  if (w.includes("opponent") || w === "their") return "opponent";
  return "you";
}

/** "they have ...": "they" is the opponent, as in "your opponent has ...". */
function theyAtom(c: Cursor): Cond | null {
  return c.try((): Cond | null => {
    if (!c.is("they (?:have|has)")) return null;
    const head = "your opponent has";
    const sub = new Cursor(head + c.rest());
    const k = condition(sub);
    if (!k) return null;
    c.i += sub.i - head.length;
    return k;
  });
}

function range(m: RegExpExecArray | null, at: number): { atLeast?: number; atMost?: number } {
  if (!m) return {};
  const n = Number(m[at]);
  return /more|greater|higher/i.test(m[at + 1] ?? "") ? { atLeast: n } : { atMost: n };
}

const MOST = "(\\d+) or (less|fewer|more)";

interface Counted {
  filter: CardFilter;
  atLeast?: number;
  atMost?: number;
}

/** "a Tamer", "2 or more Digimon", "[Tai Kamiya]", "another Digimon with [X] in its name". */
function countPhrase(c: Cursor): Counted | null {
  return c.try(() => {
    const m = c.re(`${MOST}|(an?|another|any)`);
    if (!m) return null;
    const f = filterPhrase(c, true);
    if (!f) return null;
    if (m[3] && /another/i.test(m[3])) f.other = true;
    c.is("in play|on the field|in the battle area");
    return { filter: f, ...(m[1] ? range(m, 1) : {}) };
  });
}

/** One condition: what follows "If" (or "While"). */
export function condition(c: Cursor): Cond | null {
  const first = atom(c);
  if (!first) return null;
  const more: Cond[] = [first];
  let joiner: "any" | "all" | null = null;
  for (;;) {
    const next = c.try(() => {
      // "if [X] is in ... or if this Digimon ...": the "if" may be repeated.
      const j = c.re("(?:,\\s*)?(or|and)(?: if)?");
      if (!j) return null;
      const a = atom(c) ?? sharedSubject(c, more[more.length - 1]!);
      return a ? { j: j[1]!.toLowerCase() === "or" ? ("any" as const) : ("all" as const), a } : null;
    });
    if (!next || (joiner && joiner !== next.j)) break;
    joiner = next.j;
    more.push(next.a);
  }
  return more.length === 1 ? first : { is: joiner!, of: more };
}

/**
 * "you have 3 or fewer security cards and [X] in play", "you have 2 or fewer security cards or 3
 * or more [X] trait Tamers": the player of the condition before has those too.
 */
function sharedSubject(c: Cursor, before: Cond): Cond | null {
  if (!("side" in before) || (before.side !== "you" && before.side !== "opponent")) return null;
  const m = c.re(`(${NAMES}) in play`);
  if (m) return { is: "field", side: before.side, filter: { nameIs: names(m[1]!) } };
  const subject = before.side === "you" ? "you have" : "your opponent has";
  return c.try(() => {
    if (!c.peek("\\d+ or more")) return null;
    const sub = new Cursor(`${subject} ${c.rest()}`);
    const k = atom(sub);
    if (!k || (k.is !== "field" && k.is !== "count")) return null;
    c.i += sub.i - subject.length - 1;
    return k;
  });
}

function atom(c: Cursor): Cond | null {
  return c.try((): Cond | null => {
    let m: RegExpExecArray | null;
    const extra = conditionAtom(c) ?? theyAtom(c);
    if (extra) return extra;
    if ((m = c.re(`you have (\\d+) or (less|fewer|more) memory|you have (\\d+) memory or (less|fewer|more)`)))
      return { is: "memory", ...(m[1] ? range(m, 1) : range(m, 3)) };
    if ((m = c.re(`(you|your opponent) (?:has|have) ${MOST} security cards`)))
      return { is: "security", side: sideOf(m[1]!), ...range(m, 2) } as Cond;
    if ((m = c.re("you have (\\d+) memory(?=,)")))
      return { is: "memory", atLeast: Number(m[1]), atMost: Number(m[1]) };
    if ((m = c.re(`(?:you have ${MOST} cards in (?:your )?hand|your hand has ${MOST} cards)`)))
      return { is: "hand", side: "you", ...(m[1] ? range(m, 1) : range(m, 3)) };
    if ((m = c.re(`(your opponent|you) (?:has|have) ${MOST} cards in (?:(?:their|your) )?trash`)))
      return { is: "trash", side: sideOf(m[1]!), ...range(m, 2) } as Cond;
    if (c.is("it's your turn|it is your turn")) return { is: "yourTurn" };
    if (c.is("it's your opponent's turn|it is your opponent's turn"))
      return { is: "not", cond: { is: "yourTurn" } };
    if ((m = c.re(`your opponent has ${MOST} memory|your opponent has (\\d+) memory or (less|fewer|more)`))) {
      // The opponent's memory is minus the player's on the shared gauge.
      const r = m[1] ? range(m, 1) : range(m, 3);
      return {
        is: "memory",
        ...(r.atLeast !== undefined ? { atMost: -r.atLeast } : { atLeast: -r.atMost! }),
      };
    }
    if ((m = c.re(`this Digimon has (?:the |an? )?(${NAMES}) traits?`)))
      return { is: "self", filter: { traits: names(m[1]!) } };
    if ((m = c.re(`this Digimon has (${NAMES}) in (?:its|any of its) traits?`)))
      return { is: "self", filter: { traitIncludes: names(m[1]!) } };
    if ((m = c.re(`(your opponent|you) (?:has|have) (${MOST}) cards in (?:(?:their|your) )?hand`)))
      return { is: "hand", side: sideOf(m[1]!), ...range(m, 3) } as Cond;
    if ((m = c.re(`there are ${MOST} cards in (your opponent's|your) trash`)))
      return { is: "trash", side: sideOf(m[3]!), ...range(m, 1) } as Cond;
    if ((m = c.re(`(you|your opponent) (?:has|have) no`))) {
      const f = filterPhrase(c, true);
      if (!f) return null;
      c.is("in play|on the field|in the battle area");
      return { is: "not", cond: { is: "field", side: sideOf(m[1]!), filter: f } };
    }
    if ((m = c.re(`this Digimon has (${NAMES}) in its name`)))
      return { is: "self", filter: { nameIncludes: names(m[1]!) } };
    if ((m = c.re("this Digimon is (un)?suspended"))) return { is: "self", filter: { suspended: !m[1] } };
    if ((m = c.re(`this Digimon has (\\d+) or more digivolution cards`)))
      return { is: "self", filter: { minSources: Number(m[1]) } };
    // "[Dobermon] in its name or [X Antibody] is in this Digimon's digivolution cards": a card of either kind.
    if ((m = c.re(`(${NAMES}) in its name or (${NAMES}) (?:is|are) in this Digimon's digivolution cards`)))
      return {
        is: "sources",
        filter: { anyOf: [{ nameIncludes: names(m[1]!) }, { nameIs: names(m[2]!) }] },
      };
    if ((m = c.re(`(${NAMES}) (?:is|are) in this Digimon's digivolution cards`)))
      return { is: "sources", filter: { nameIs: names(m[1]!) } };
    if ((m = c.re(`this Digimon has (${NAMES}) in its digivolution cards`)))
      return { is: "sources", filter: { nameIs: names(m[1]!) } };
    if ((m = c.re(`(you|your opponent) (don't|doesn't) have`))) {
      const p = countPhrase(c) ?? namedInPlay(c);
      return p ? { is: "not", cond: { is: "field", side: sideOf(m[1]!), filter: p.filter } } : null;
    }
    if ((m = c.re(`(you|your opponent) (?:has|have)`))) {
      const p: Counted | null = countPhrase(c) ?? namedInPlay(c);
      if (!p) return null;
      // "3 or more [X] trait Tamers with different names": only the different names count.
      const least = "atLeast" in p ? p.atLeast : undefined;
      if (least !== undefined && c.is("with different names"))
        return {
          is: "count",
          count: { side: sideOf(m[1]!), filter: p.filter, distinctNames: true },
          atLeast: least,
        };
      return { is: "field", side: sideOf(m[1]!), filter: p.filter, ...pick(p) };
    }
    return null;
  });
}

function pick(p: { filter: CardFilter; atLeast?: number; atMost?: number }): {
  atLeast?: number;
  atMost?: number;
} {
  return {
    ...(p.atLeast !== undefined ? { atLeast: p.atLeast } : {}),
    ...(p.atMost !== undefined ? { atMost: p.atMost } : {}),
  };
}

function namedInPlay(c: Cursor): { filter: CardFilter } | null {
  const m = c.re(`(${NAMES})(?:\\s+in play|\\s+on the field|\\s+in the battle area)?`);
  return m ? { filter: { nameIs: names(m[1]!) } } : null;
}

/** "For each Digimon you have in play", "for each of your other Digimon", "for each of your opponent's Digimon". */
export function perEach(c: Cursor): Count | null {
  return c.try(() => {
    if (!c.is("for each")) return null;
    let m = c.re("of (your opponent's|your|their)");
    if (m) {
      const f = filterPhrase(c, true);
      // "of your [X]'s digivolution cards" counts cards under them (amounts.ts).
      return f && !c.peek("'s") ? { side: sideOf(m[1]!), filter: f } : null;
    }
    const f = filterPhrase(c, true);
    if (!f) return null;
    m = c.re("(you have|your opponent has)(?: in play| on the field| in the battle area)?");
    if (!m) return null;
    // "for each other Digimon you have in play with the same name as this Digimon".
    postModifiers(c, f);
    return { side: sideOf(m[1]!.startsWith("your") ? "your opponent's" : "you"), filter: f };
  });
}
