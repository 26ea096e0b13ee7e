/**
 * Trigger conditions ("When an opponent's Digimon is deleted, ...") and conditions
 * ("If you have 2 or less memory, ...", "If your opponent has a Digimon, ...").
 */
import type { CardFilter, Count, Cond, Side, TriggerCondition } from "../model/index.ts";
import { type Cursor, NUMBER } from "./cursor.ts";
import { moreAtom } from "./conditions.ts";
import { NAMES, filterPhrase, names } from "./filters.ts";
import { moreWhen } from "./when-more.ts";

function sideOf(word: string): Side {
  const w = word.toLowerCase();
  if (w === "you or your opponent" || w === "a" || w === "an" || w === "any" || w === "another") return "any";
  if (w.includes("opponent") || w === "their") return "opponent";
  return "you";
}

/** "an opponent's Digimon", "one of your Digimon", "your other Digimon", "another Digimon". */
function subject(c: Cursor): { side: Side; filter: CardFilter } | null {
  return c.try(() => {
    const m = c.re(
      "(?:one of |any of |1 of )?(your opponent's|an opponent's|your|their|another|any other|a|an|any)(?=\\s)(?: other)?",
    );
    if (!m) return null;
    const other = /other|another/i.test(m[0]);
    const f = filterPhrase(c, true);
    if (!f) return null;
    return { side: sideOf(m[1]!), filter: other ? { ...f, other: true } : f };
  });
}

const BE = "(?:is|are|gets|get)";

/** The "When ..." of a [Your Turn] / [All Turns] / [Opponent's Turn] effect, up to its comma. */
export function whenClause(c: Cursor): TriggerCondition | null {
  return c.try(() => {
    // "[Your Turn] If this Digimon deletes an opponent's Digimon in battle, ...": worded as a
    // condition, but only an event can make it true, so it triggers like "When".
    if (!c.is("when|if(?= this Digimon deletes (?:an|your) opponent's Digimon in battle,)")) return null;
    const cond = c.try(() => {
      const w = whenBody(c);
      return w && c.is(",") ? w : null;
    });
    if (cond) return cond;
    const more = moreWhen(c);
    return more && c.is(",") ? more : null;
  });
}

/**
 * "If one of your Digimon attacks, ...": older cards print some trigger conditions with "If".
 * Only an event reads this way (an attack, a digivolution, a suspension...), never a state.
 */
export function ifEventClause(c: Cursor): TriggerCondition | null {
  return c.try(() => {
    if (!c.is("if")) return null;
    const w = c.try(() => {
      const b = whenBody(c);
      return b && c.is(",") ? b : null;
    });
    if (w) return w;
    const more = moreWhen(c);
    return more && c.is(",") ? more : null;
  });
}

function whenBody(c: Cursor): TriggerCondition | null {
  let m: RegExpExecArray | null;
  if (c.is("this Digimon becomes suspended")) return { on: "suspended", self: true };
  if (c.is("this Digimon becomes unsuspended")) {
    const main = c.is("during your main phase");
    return { on: "unsuspended", self: true, duringMainPhase: main };
  }
  if (c.is("this Digimon attacks")) return { on: "attacks", side: "you", self: true };
  if (c.is("this Digimon deletes (?:an|your) opponent's Digimon in battle")) {
    const survives = c.is(",?\\s*and survives(?: the battle)?");
    return { on: "deletesInBattle", ...(survives ? { survives } : {}) };
  }
  if (c.is("this Digimon digivolves")) return { on: "digivolved", side: "you", self: true };
  if (c.is("(?:a card is removed from your security stack|your security stack is removed from)"))
    return { on: "securityRemoved", side: "you" };
  if (
    c.is(
      "(?:a card is removed from your opponent's security stack|your opponent's security stack is removed from)",
    )
  )
    return { on: "securityRemoved", side: "opponent" };
  if (c.is("(?:one of )?your opponent's digivolution cards (?:is|are) trashed"))
    return { on: "sourceTrashed", side: "opponent" };
  if (c.is("you attack with an?")) {
    // The older wording of "When one of your Digimon attacks".
    const f = filterPhrase(c, true);
    return f ? { on: "attacks", side: "you", filter: f } : null;
  }
  if ((m = c.re("(you or your opponent|your opponent|you) plays?"))) {
    const f = c.try(() => (c.re(`(?:${NUMBER}\\b )?`) ? filterPhrase(c, true) : null));
    if (!f) return null;
    return { on: "played", side: sideOf(m[1]!), filter: f };
  }
  const subj = subject(c);
  if (!subj) return null;
  // Only "and survives": a Digimon deleted in the same battle is no longer there to be asked about.
  if (c.is("deletes (?:an|your) opponent's Digimon in battle,?\\s*and survives(?: the battle)?"))
    return { on: "deletesInBattle", survives: true, side: subj.side, filter: subj.filter };
  if (c.is(`${BE} deleted`)) {
    const zero = c.is("by dropping to 0 DP");
    const { other, ...rest } = subj.filter;
    const onlyCategory = Object.keys(rest).length === 1 && rest.category === "Digimon";
    if (!onlyCategory) return null;
    return {
      on: "deleted",
      side: subj.side,
      ...(zero ? { byZeroDp: true } : {}),
      ...(other ? { other } : {}),
    };
  }
  if (c.is(`${BE} played or digivolves?|${BE} played or digivolve`))
    return {
      on: "any",
      of: [
        { on: "played", side: subj.side, filter: subj.filter },
        { on: "digivolved", side: subj.side, filter: subj.filter },
      ],
    };
  if (c.is(`${BE} played`)) return { on: "played", side: subj.side, filter: subj.filter };
  if (c.is("attacks?")) {
    const { other, ...filter } = subj.filter;
    return { on: "attacks", side: subj.side, ...(other ? { other } : {}), filter };
  }
  if (c.is("digivolves?")) return { on: "digivolved", side: subj.side, filter: subj.filter };
  return null;
}

function range(m: RegExpExecArray | null, at: number): { atLeast?: number; atMost?: number } {
  if (!m) return {};
  const n = Number(m[at]);
  return /more|greater|higher/i.test(m[at + 1] ?? "") ? { atLeast: n } : { atMost: n };
}

const MOST = "(\\d+) or (less|fewer|more)";

/** "a Tamer", "2 or more Digimon", "[Tai Kamiya]", "another Digimon with [X] in its name". */
function countPhrase(c: Cursor): { filter: CardFilter; atLeast?: number; atMost?: number } | null {
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
      const j = c.re("(?:,\\s*)?(or|and)");
      if (!j) return null;
      const a = atom(c);
      return a ? { j: j[1]!.toLowerCase() === "or" ? ("any" as const) : ("all" as const), a } : null;
    });
    if (!next || (joiner && joiner !== next.j)) break;
    joiner = next.j;
    more.push(next.a);
  }
  return more.length === 1 ? first : { is: joiner!, of: more };
}

function atom(c: Cursor): Cond | null {
  return c.try((): Cond | null => {
    let m: RegExpExecArray | null;
    const extra = moreAtom(c);
    if (extra) return extra;
    if ((m = c.re(`you have (\\d+) or (less|fewer|more) memory|you have (\\d+) memory or (less|fewer|more)`)))
      return { is: "memory", ...(m[1] ? range(m, 1) : range(m, 3)) };
    if ((m = c.re(`(you|your opponent) (?:has|have) ${MOST} security cards`)))
      return { is: "security", side: sideOf(m[1]!), ...range(m, 2) } as Cond;
    if ((m = c.re("you have (\\d+) memory(?=,)")))
      return { is: "memory", atLeast: Number(m[1]), atMost: Number(m[1]) };
    if ((m = c.re(`(?:you have ${MOST} cards in (?:your )?hand|your hand has ${MOST} cards)`)))
      return { is: "hand", side: "you", ...(m[1] ? range(m, 1) : range(m, 3)) };
    if ((m = c.re(`(your opponent|you) (?:has|have) ${MOST} cards in (?:their|your) trash`)))
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
    if ((m = c.re(`(${NAMES}) (?:is|are) in this Digimon's digivolution cards`)))
      return { is: "sources", filter: { nameIs: names(m[1]!) } };
    if ((m = c.re(`this Digimon has (${NAMES}) in its digivolution cards`)))
      return { is: "sources", filter: { nameIs: names(m[1]!) } };
    if ((m = c.re(`(you|your opponent) (don't|doesn't) have`))) {
      const p = countPhrase(c) ?? namedInPlay(c);
      return p ? { is: "not", cond: { is: "field", side: sideOf(m[1]!), filter: p.filter } } : null;
    }
    if ((m = c.re(`(you|your opponent) (?:has|have)`))) {
      const p = countPhrase(c) ?? namedInPlay(c);
      if (!p) return null;
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
      return f ? { side: sideOf(m[1]!), filter: f } : null;
    }
    const f = filterPhrase(c, true);
    if (!f) return null;
    m = c.re("(you have|your opponent has)(?: in play| on the field| in the battle area)?");
    if (!m) return null;
    return { side: sideOf(m[1]!.startsWith("your") ? "your opponent's" : "you"), filter: f };
  });
}
