/**
 * Condition atoms read before the common ones of conditions.ts: what this Digimon is or has
 * ("is level 5", "has 6000 DP or more", "has <Jamming>", "has [X] in its name or a [X] trait"),
 * what is in its digivolution cards, exact and compared security counts; and "If you have 2 or
 * fewer, ..." that repeats the count of the condition before.
 */
import type { CardFilter, Cond } from "../../model/index.ts";
import { type Cursor, NUMBER, toNumber } from "../text/cursor.ts";
import {
  NAMES,
  TERMS,
  TIMINGS,
  TRAIT_NOUN,
  cardSpec,
  filterPhrase,
  names,
  terms,
  traitsExcept,
} from "./filters.ts";
import { keywordFromText } from "./keywords.ts";
import { securityFaceAtom } from "./security-conditions.ts";
import { themAtom } from "./them.ts";
import { onlyFieldAtom } from "./only-field.ts";
import { countAtom } from "./count-conditions.ts";
import { stackLevelsAtom } from "./stack-levels.ts";
import { turnHistoryAtom } from "./turn-history.ts";
import { digivolvedFromTrashAtom } from "./digivolved-from-trash.ts";
import { hasInTrashAtom, inTrashAtom } from "./in-trash.ts";
import { namesExceptAtom, notThere, plainAtom } from "./plain-atoms.ts";
import { duringAttackAtom } from "./during-attack.ts";
import { playedByAtom } from "./played-by.ts";
import { attackedDigimonAtom } from "./attacked-digimon.ts";
import { wasFaceUpAtom } from "./was-face-up.ts";
import { namedInBattleAreaAtom } from "./named-places.ts";
import { sourcesCountAtom } from "./sources-count.ts";

const COLOR = "red|blue|yellow|green|black|purple|white";

function colorOf(word: string): NonNullable<CardFilter["colors"]>[number] {
  return (word[0]!.toUpperCase() + word.slice(1).toLowerCase()) as NonNullable<CardFilter["colors"]>[number];
}

function more(dir: string): boolean {
  return /more|greater|higher/i.test(dir);
}

/** One thing "this Digimon" is or has, after the subject: "is level 5", "has [X] in its name". */
function selfPredicate(c: Cursor): CardFilter | null {
  return c.try((): CardFilter | null => {
    let m: RegExpExecArray | null;
    if ((m = c.re("(?:is )?level (\\d+)(?: or (higher|more|lower|less))?"))) {
      const n = Number(m[1]);
      if (!m[2]) return { level: n };
      return more(m[2]) ? { minLevel: n } : { maxLevel: n };
    }
    if ((m = c.re("is (un)?suspended"))) return { suspended: !m[1] };
    if (c.is("is attacking")) return { attacking: true };
    if ((m = c.re(`is (${COLOR})`))) return { colors: [colorOf(m[1]!)] };
    if ((m = c.re(`is (${NAMES})`))) return { nameIs: names(m[1]!) };
    if (!c.is("has")) return null;
    if ((m = c.re(`(${TERMS}) in its text`))) return { textIncludes: terms(m[1]!) };
    if ((m = c.re(`(${NAMES}) in its names?`))) return { nameIncludes: names(m[1]!) };
    // "[Greymon] (other than [DoruGreymon] or [BurningGreymon]) in its name": the excepted are card names.
    if ((m = c.re(`(${NAMES}) \\(other than (${NAMES})\\) in its names?`)))
      return { nameIncludes: names(m[1]!), noneOf: [{ nameIs: names(m[2]!) }] };
    if ((m = c.re(`(?:the |an? )?(${NAMES}) traits?`))) return { traits: names(m[1]!) };
    if ((m = c.re(`(${NAMES}) in (?:its|one of its|any of its) ${TRAIT_NOUN}`)))
      return { traitIncludes: names(m[1]!) };
    // "[Beast] or [Animal], other than [Sea Animal], in one of its traits".
    const excepted = traitsExcept(c);
    if (excepted) return excepted;
    // "has 10000 or more DP": the same as "has 10000 DP or more".
    if ((m = c.re("(\\d+) DP or (more|less|higher|lower)") ?? c.re("(\\d+) or (more|less|higher|lower) DP")))
      return more(m[2]!) ? { minDp: Number(m[1]) } : { maxDp: Number(m[1]) };
    if (c.is("no digivolution cards")) return { maxSources: 0 };
    // "if it has a digivolution card with the same level as the digivolved Digimon": as itself (official Q&A on BT22-093).
    if (c.is("a digivolution card with the same level as (?:the digivolved Digimon|itself)"))
      return { sourceAtOwnLevel: true };
    if ((m = c.re("(\\d+)(?: or (more|fewer|less))? digivolution cards?\\b"))) {
      const n = Number(m[1]);
      // "has 3 digivolution cards" holds with 3 or more (4-26-1).
      if (!m[2]) return { minSources: n };
      return more(m[2]) ? { minSources: n } : { maxSources: n };
    }
    if ((m = c.re("(\\d+) or more colors(?! in its digivolution cards)"))) return { minColors: Number(m[1]) };
    if ((m = c.re("an? \\[([^\\]]+)\\] effect")) && TIMINGS[m[1]!]) return { hasTiming: TIMINGS[m[1]!] };
    if ((m = c.re("<([^>]+)>"))) {
      const k = keywordFromText(m[1]!);
      if (k) return { hasKeyword: k.keyword };
      // "has <Digi-Burst>": a keyword printed only with a number, named without it (4-23-4).
      return keywordFromText(`${m[1]!} 1`) ? { textIncludes: [`<${m[1]!}>`] } : null;
    }
    return null;
  });
}

/** "this Digimon is level 5", "this Digimon has [X] in its name or a [X] trait", "it is yellow" (the trigger's Digimon). */
function selfAtom(c: Cursor): Cond | null {
  return c.try((): Cond | null => {
    // "If it digivolved into a Digimon with the same level": the trigger's Digimon, just digivolved.
    const same = c.re("(it|that Digimon|this Digimon) digivolved into a Digimon with the same level");
    if (same)
      return { is: /^this\b/i.test(same[1]!) ? "self" : "subject", filter: { digivolvedSameLevel: true } };
    const who = c.re(
      "this (?:Digimon|Tamer)|(?:it|that Digimon|the Digimon played|the played Digimon)(?= (?:is|has)\\b)",
    );
    if (!who) return null;
    const first = selfPredicate(c);
    if (!first) return null;
    const alts = [first];
    for (;;) {
      const next = c.try(() => (c.re(",?\\s*or (?:an? )?") ? (selfPredicate(c) ?? selfHas(c)) : null));
      if (!next) break;
      alts.push(next);
    }
    let filter: CardFilter = alts.length === 1 ? first : { anyOf: alts };
    // "this Digimon is black and has 13000 DP or more": both, of the same Digimon.
    for (;;) {
      const both = c.try(() => (c.is("and") && c.peek("is|has") ? selfPredicate(c) : null));
      if (!both) break;
      if (Object.keys(both).some((k) => k in filter)) return null;
      filter = { ...filter, ...both };
    }
    return { is: /^this\b/i.test(who[0]) ? "self" : "subject", filter };
  });
}

/** "or a [X] trait" after "has ...": the verb is shared. */
function selfHas(c: Cursor): CardFilter | null {
  return c.try(() => {
    const m = c.re(`(?:the |an? )?(${NAMES}) traits?`);
    return m ? { traits: names(m[1]!) } : null;
  });
}

/** "a card with [X] in its traits is in this Digimon's digivolution cards", "there are 2 or more [X] in ...". */
function sourcesAtom(c: Cursor): Cond | null {
  return c.try((): Cond | null => {
    let m: RegExpExecArray | null;
    if ((m = c.re("there(?: are| is|'re) (\\d+) or more digivolution cards under this Digimon")))
      return { is: "self", filter: { minSources: Number(m[1]) } };
    if ((m = c.re(`this Digimon has an? (${COLOR}) digivolution card`)))
      return { is: "sources", filter: { colors: [colorOf(m[1]!)] } };
    // "this Digimon has a [Garurumon] digivolution card": one of that name among them.
    if ((m = c.re(`this Digimon has an? (${NAMES}) digivolution card`)))
      return { is: "sources", filter: { nameIs: names(m[1]!) } };
    const there = c.re(`there(?: are| is|'re) (\\d+) or more`);
    if (!there && c.peek("this Digimon has")) {
      const spec = c.try(() => (c.is("this Digimon has") ? cardSpec(c) : null));
      if (!spec || !c.is("in its digivolution cards")) return null;
      return { is: "sources", filter: spec.filter };
    }
    const spec = cardSpec(c);
    if (!spec) return null;
    if (!c.is(`(?:is|are) in this Digimon's digivolution cards|in this Digimon's digivolution cards`))
      return null;
    return { is: "sources", filter: spec.filter, ...(there ? { atLeast: Number(there[1]) } : {}) };
  });
}

/** Security counts: exact ("you have 3 security cards"), both stacks together, or compared. */
function securityAtom(c: Cursor): Cond | null {
  return c.try((): Cond | null => {
    let m: RegExpExecArray | null;
    if ((m = c.re(`(you|your opponent|they) (?:has|have) ${NUMBER} security cards?`))) {
      const n = toNumber(m[2]!);
      return { is: "security", side: /^you$/i.test(m[1]!) ? "you" : "opponent", atLeast: n, atMost: n };
    }
    if (
      (m = c.re(
        "(you|your opponent|they) (?:has|have) (\\d+) or (more|fewer|less) cards in (?:your|their) security stack",
      ))
    )
      return {
        is: "security",
        side: /^you$/i.test(m[1]!) ? "you" : "opponent",
        ...(more(m[3]!) ? { atLeast: Number(m[2]) } : { atMost: Number(m[2]) }),
      };
    if (
      (m = c.re("there(?:'re| are) (\\d+) or (more|fewer|less) total cards in both players' security stacks"))
    )
      return {
        is: "security",
        side: "both",
        ...(more(m[2]!) ? { atLeast: Number(m[1]) } : { atMost: Number(m[1]) }),
      };
    if (c.is("you have fewer security cards than your opponent"))
      return { is: "fewerThanOpponent", zone: "security" };
    // "your hand has fewer cards than your opponent's", "you have fewer cards in your hand than your opponent".
    if (
      c.is(
        "your hand has fewer cards than your opponent's(?: hand)?|you have fewer cards in (?:your )?hand than your opponent(?:'s hand| does)?",
      )
    )
      return { is: "fewerThanOpponent", zone: "hand" };
    return null;
  });
}

/** "there are 2 or more suspended Digimon (in play)": on both sides of the field. */
function fieldAtom(c: Cursor): Cond | null {
  return c.try((): Cond | null => {
    const m = c.re("there(?: are| is|'re|'s) (?:(\\d+) or (more|fewer|less)|an?)");
    const f = m && filterPhrase(c, true);
    if (!m || !f) return null;
    c.is("in play|on the field|in the battle area");
    const n = Number(m[1] ?? 1);
    return { is: "field", side: "any", filter: f, ...(!m[2] || more(m[2]) ? { atLeast: n } : { atMost: n }) };
  });
}

/**
 * "you have 8 or more Digimon cards with [X] in their names in your trash", "there are 5 or more
 * cards with [X] in their names in your trash", "there's a card with [X] in its name in your
 * trash": matching cards in a hand or trash.
 */
function pileAtom(c: Cursor): Cond | null {
  return c.try((): Cond | null => {
    const m = c.re(
      "(?:(you|your opponent) (?:have|has)|there(?: are| is|'s)) (?:(\\d+) or (more|fewer|less)|(an?))",
    );
    if (!m || (!m[1] && !m[2] && !m[4]) || (m[1] && m[4])) return null;
    const f = filterPhrase(c, false);
    const where = f && c.re("in (your|their|your opponent's) (trash|hand)");
    if (!f || !where || Object.keys(f).length === 0) return null;
    const n = Number(m[2] ?? 1);
    // "there are ... in your opponent's trash": the place names the side.
    const who = m[1] ?? where[1]!;
    if (!m[1] && /their/i.test(who)) return null;
    const side = /opponent/i.test(who) ? ("opponent" as const) : ("you" as const);
    const is = where[2]!.toLowerCase() === "hand" ? ("hand" as const) : ("trash" as const);
    return { is, side, filter: f, ...(!m[3] || more(m[3]) ? { atLeast: n } : { atMost: n }) };
  });
}

/** "you have a Tamer or a Digimon with the [X] trait (in play)": any of the alternatives. */
function fieldAltAtom(c: Cursor): Cond | null {
  return c.try((): Cond | null => {
    // The first may be a bare name: "you have [Argomon] or a yellow Digimon with [Agumon]".
    const m = c.re("(you|your opponent) (?:have|has) (?:an? )?");
    const first = m && filterPhrase(c, true);
    if (!m || !first) return null;
    const alts = [first];
    for (;;) {
      const next = c.try(() => (c.re(",?\\s*or (?:an? )?") ? filterPhrase(c, true) : null));
      if (!next) break;
      alts.push(next);
    }
    if (alts.length < 2) return null;
    // "... or [X] is in your battle area": the last name begins an atom of its own.
    if (c.peek("(?:is|are) in\\b")) return null;
    c.is("in play|on the field|in the battle area");
    return { is: "field", side: /opponent/i.test(m[1]!) ? "opponent" : "you", filter: { anyOf: alts } };
  });
}

/** "you attack an opponent's Digimon (that has 12000 DP or more)". */
function attackAtom(c: Cursor): Cond | null {
  return c.try((): Cond | null => {
    if (!c.is("you attack (?:an opponent's|one of your opponent's|your opponent's) Digimon")) return null;
    // "your opponent's Digimon with the highest DP": any of them tied for it.
    const most = c.re("with the (highest|lowest) DP");
    if (most)
      return {
        is: "attackingDigimon",
        filter: { extreme: { by: "dp", which: most[1]!.toLowerCase() as "highest" | "lowest" } },
      };
    const m = c.re("that has (\\d+) DP or (more|less)");
    const filter = m ? (more(m[2]!) ? { minDp: Number(m[1]) } : { maxDp: Number(m[1]) }) : {};
    return { is: "attackingDigimon", filter };
  });
}

/** Atoms tried before the common ones of conditions.ts. */
/**
 * "this Digimon had the [X] trait", "had [X] in its name": the deleted Digimon as it was, for an
 * [On Deletion] effect; only what its top card says (name, traits, text).
 */
function deletedSelfAtom(c: Cursor): Cond | null {
  return c.try((): Cond | null => {
    if (!c.is("this Digimon had")) return null;
    let m: RegExpExecArray | null;
    if ((m = c.re(`(${TERMS}) in its text`)))
      return { is: "deletedSelf", filter: { textIncludes: terms(m[1]!) } };
    if ((m = c.re(`(${NAMES}) in its names?`)))
      return { is: "deletedSelf", filter: { nameIncludes: names(m[1]!) } };
    if ((m = c.re(`(?:the |an? )?(${NAMES}) traits?`)))
      return { is: "deletedSelf", filter: { traits: names(m[1]!) } };
    if ((m = c.re(`(${NAMES}) in (?:its|one of its|any of its) ${TRAIT_NOUN}`)))
      return { is: "deletedSelf", filter: { traitIncludes: names(m[1]!) } };
    return null;
  });
}

export function conditionAtom(c: Cursor): Cond | null {
  return (
    namesExceptAtom(c) ??
    deletedSelfAtom(c) ??
    pileAtom(c) ??
    hasInTrashAtom(c) ??
    selfAtom(c) ??
    themAtom(c) ??
    attackAtom(c) ??
    sourcesAtom(c) ??
    securityFaceAtom(c) ??
    securityAtom(c) ??
    fieldAtom(c) ??
    fieldAltAtom(c) ??
    allSuspendedAtom(c) ??
    onlyFieldAtom(c) ??
    countAtom(c) ??
    stackLevelsAtom(c) ??
    turnHistoryAtom(c) ??
    digivolvedFromTrashAtom(c) ??
    inTrashAtom(c) ??
    plainAtom(c) ??
    duringAttackAtom(c) ??
    playedByAtom(c) ??
    attackedDigimonAtom(c) ??
    wasFaceUpAtom(c) ??
    namedInBattleAreaAtom(c) ??
    sourcesCountAtom(c)
  );
}

/** "all of your Digimon are suspended": none of that side's Digimon is unsuspended. */
function allSuspendedAtom(c: Cursor): Cond | null {
  const m = c.re("all of (your|your opponent's) Digimon are suspended");
  if (!m) return null;
  const side = /opponent/i.test(m[1]!) ? ("opponent" as const) : ("you" as const);
  return { is: "field", side, filter: { category: "Digimon", suspended: false }, atMost: 0 };
}

/** "If you have 2 or fewer, ..." after "If you have 3 or more security cards, ...": the same count. */
export function elliptic(c: Cursor, last: Cond | undefined): Cond | null {
  const negated = notThere(c, last);
  if (negated) return negated;
  if (!last || !("atLeast" in last || "atMost" in last)) return null;
  if (last.is === "memory") return ellipticMemory(c, last);
  if (last.is !== "security" && last.is !== "hand" && last.is !== "trash" && last.is !== "field") return null;
  return c.try((): Cond | null => {
    const m = c.re("(you|your opponent|they) (?:have|has) (\\d+) or (more|fewer|less)(?=,)");
    if (!m) return null;
    const side = /^you$/i.test(m[1]!) ? "you" : "opponent";
    if (last.side !== side) return null;
    const n = Number(m[2]);
    const { atLeast: _l, atMost: _m, ...rest } = last;
    return { ...rest, ...(more(m[3]!) ? { atLeast: n } : { atMost: n }) } as Cond;
  });
}

/**
 * "If your opponent has 4 or less memory, ... If they have 4 or more, ...": the same memory
 * count. The opponent's memory is the player's negated (one shared gauge), so whose memory the
 * condition before spoke of shows in its sign; a count that could be either is left unread.
 */
function ellipticMemory(c: Cursor, last: Extract<Cond, { is: "memory" }>): Cond | null {
  const bounds = [last.atLeast, last.atMost].filter((n): n is number => n !== undefined);
  const theirs = bounds.every((n) => n < 0);
  const yours = bounds.every((n) => n > 0);
  if (!theirs && !yours) return null;
  return c.try((): Cond | null => {
    const m = c.re("(you|your opponent|they) (?:have|has) (\\d+) or (more|fewer|less)(?=,)");
    if (!m) return null;
    const opponent = !/^you$/i.test(m[1]!);
    if (opponent !== theirs) return null;
    const n = Number(m[2]);
    const atLeast = more(m[3]!);
    if (!opponent) return { is: "memory", ...(atLeast ? { atLeast: n } : { atMost: n }) };
    return { is: "memory", ...(atLeast ? { atMost: -n } : { atLeast: -n }) };
  });
}
