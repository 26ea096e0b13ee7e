/**
 * Moving cards between areas, read as costs ("by placing 1 [X] from your trash as this Digimon's
 * bottom digivolution card", "by paying 2 cost") or as effects ("Return 2 cards from your trash
 * to the bottom of the deck", "Trash all digivolution cards under 1 of your opponent's Digimon").
 */
import { breedingHost } from "./breeding-host.ts";
import type { CardFilter, FieldTarget, Op, PileFrom, PileTo } from "../../model/index.ts";
import { Cursor, NUMBER, toNumber } from "../text/cursor.ts";
import type { EffectContext } from "../reading.ts";
import { NAME, cardSpec, fieldTarget, filterPhrase, names } from "./filters.ts";
import { trashSourcesFromYours } from "./sources-from-yours.ts";
import { thisFilter } from "./this-that-has.ts";

type Rule = (c: Cursor, ctx?: EffectContext) => Op[] | null;

interface Taken {
  from: PileFrom;
  sourcesOf?: FieldTarget;
  n: number;
  filter?: CardFilter;
  upTo?: boolean;
  also?: { n: number; filter?: CardFilter }[];
  sameLevel?: true;
  each?: CardFilter[];
  different?: Different;
}

type Different = "color" | "name" | "number";

/** "2 differently named [X] cards": the cards as "2 [X] cards", and that their names differ. */
function differentlyNamed(c: Cursor): ReturnType<typeof cardSpec> {
  const m = new RegExp(`^\\s*((?:up to )?${NUMBER} )differently named `, "i").exec(c.rest());
  if (!m) return null;
  const sub = new Cursor(m[1]! + c.rest().slice(m[0].length));
  const spec = cardSpec(sub);
  if (!spec) return null;
  c.i += sub.i + m[0].length - m[1]!.length;
  return spec;
}

/** "with different colors", "and different card numbers" after the cards a move takes. */
function differentIn(c: Cursor): Different | null {
  const m = c.re("(?:with|and) different (colors|names|card numbers)");
  if (!m) return null;
  const w = m[1]!.toLowerCase();
  return w === "colors" ? "color" : w === "names" ? "name" : "number";
}

/** "1 [A] and [B]", "1 [A] and 1 [B]": one card of each name, both needed. */
function eachNamed(c: Cursor): CardFilter[] | null {
  const m = c.re(`(?:1|one) (${NAME})(?: cards?)? and (?:1 )?(${NAME})(?: cards?)?(?= from)`);
  return m ? [{ nameIs: names(m[1]!) }, { nameIs: names(m[2]!) }] : null;
}

/** "and 1 [B]" after "1 [A]": more kinds of card taken from the same place. */
function moreKinds(c: Cursor): { n: number; filter?: CardFilter }[] {
  const out: { n: number; filter?: CardFilter }[] = [];
  for (;;) {
    const more = c.try(() => {
      if (!c.is(",?\\s*and|,")) return null;
      const spec = cardSpec(c);
      return spec && !spec.upTo ? spec : null;
    });
    if (!more) return out;
    out.push({ n: more.count, ...(Object.keys(more.filter).length ? { filter: more.filter } : {}) });
  }
}

/**
 * "from that Digimon's digivolution cards" (the trigger's Digimon, when the trigger names one),
 * "from 1 of your [X]'s digivolution cards": one Digimon's digivolution cards, not this one's.
 */
function sourcesOfOne(c: Cursor, subject: boolean): FieldTarget | null {
  if (subject && c.is("(?:from|in) that Digimon's digivolution cards"))
    return { side: "any", count: 1, filter: { category: "Digimon", subject: true } };
  return c.try(() => {
    if (!c.is("(?:from|in) (?:1|one) of your")) return null;
    const filter = filterPhrase(c, true);
    if (!filter || !c.is("'s? digivolution cards")) return null;
    return { side: "you", count: 1, filter: filter.category ? filter : { ...filter, category: "Digimon" } };
  });
}

/** The cards a move takes: "the top card of your deck", "1 [X] trait card from your hand or trash". */
function taken(c: Cursor, ctx?: EffectContext): Taken | null {
  let m: RegExpExecArray | null;
  if (c.is("the top card of your deck|your deck's top card")) return { from: "deckTop", n: 1 };
  if ((m = c.re(`the top ${NUMBER} cards of your deck`))) return { from: "deckTop", n: toNumber(m[1]!) };
  if (c.is("the top or bottom card of your security stack|your top or bottom security card"))
    return { from: "securityTopOrBottom", n: 1 };
  if (c.is("your top security card|the top card of your security stack"))
    return { from: "securityTop", n: 1 };
  if (c.is("your bottom security card|the bottom card of your security stack"))
    return { from: "securityBottom", n: 1 };
  if (c.is("the bottom face-down card (?:from )?under any of your Tamers"))
    return { from: "tamersFaceDown", n: 1 };
  if (c.is("this Digimon's bottom face-down digivolution card")) return { from: "sourcesFaceDown", n: 1 };
  if ((m = c.re(`${NUMBER} bottom face-down cards (?:from )?under any of your Tamers`)))
    return { from: "tamersFaceDown", n: toNumber(m[1]!) };
  return c.try(() => {
    // "1 of your Digimon cards with <Save> in its text from your hand": one card of yours, so said.
    c.re("(?:1|one) of your(?= (?:Digimon |Tamer |Option )?cards\\b)");
    const each = eachNamed(c);
    // "any 3 [X] trait cards from your Digimon's digivolution cards": trashSourcesFromYours.
    const any = !each && c.is("any(?= \\d)");
    // "2 same-level cards": as many cards sharing one level, like "2 cards of the same level".
    const sameLevel = each ? null : c.re(`${NUMBER} same-level cards(?= (?:from|in)\\b)`);
    const renamed = each || sameLevel || any ? null : differentlyNamed(c);
    const spec = each
      ? { count: each.length, upTo: false, filter: {} }
      : sameLevel
        ? { count: toNumber(sameLevel[1]!), upTo: false, filter: {} }
        : (renamed ?? cardSpec(c));
    if (!spec) return null;
    const differ = each || sameLevel ? null : (differentIn(c) ?? (renamed ? "name" : null));
    if (differ) {
      // "from your hand and trash": from either, as many from each as the player likes.
      const where = c.re("from your (hand (?:and|or) (?:your )?trash|hand|trash)");
      if (!where) return null;
      const w = where[1]!.toLowerCase();
      const from: PileFrom =
        w.includes("trash") && w.includes("hand") ? "handOrTrash" : w === "hand" ? "hand" : "trash";
      return { from, n: spec.count, ...withFilter(spec), different: differ };
    }
    if (each) {
      // "from your hand and/or trash": each from either (official Q&A: they may come from both).
      const m = c.re("from (your hand (?:or|and/or) (?:your )?trash|your hand|your trash)");
      if (!m) return null;
      const w = m[1]!.toLowerCase();
      return {
        from: w.includes(" or ") || w.includes("/or") ? "handOrTrash" : w.endsWith("hand") ? "hand" : "trash",
        n: 2,
        each,
      };
    }
    if (spec.upTo && c.is("(?:from|in) (?:any of )?your Digimon's digivolution cards"))
      return { from: "digimonSources", n: spec.count, ...withFilter(spec) };
    if (any) return null;
    const also = spec.upTo ? [] : moreKinds(c);
    if (also.length) {
      const where = c.re("from your (hand or (?:your )?trash|trash or hand|hand|trash)");
      if (!where) return null;
      const w = where[1]!.toLowerCase();
      const from: PileFrom = w.includes(" or ") ? "handOrTrash" : w === "hand" ? "hand" : "trash";
      return { from, n: spec.count, ...withFilter(spec), also };
    }
    if (c.is("(?:from|in) your hand or (?:from |in )?(?:any of )?your Digimon's digivolution cards"))
      return { from: "handOrDigimonSources", n: spec.count, ...withFilter(spec) };
    if (c.is("(?:from|in) your hand or (?:in )?this Digimon's digivolution cards"))
      return { from: "handOrSources", n: spec.count, ...withFilter(spec) };
    // "2 cards of the same level": as many cards sharing one level, whichever it is.
    const same =
      !spec.upTo && spec.count > 1 && (sameLevel || c.is("of the same level"))
        ? { sameLevel: true as const }
        : {};
    if (c.is("from under (?:(?:one|1|any) of )?your Tamers")) {
      const filter = Object.keys(spec.filter).length ? { filter: spec.filter } : {};
      return { from: "tamers", n: spec.count, ...filter, ...(spec.upTo ? { upTo: true } : {}) };
    }
    if (c.is("from your hand,? or from under (?:(?:one|1|any) of )?your Tamers,?")) {
      const filter = Object.keys(spec.filter).length ? { filter: spec.filter } : {};
      return { from: "handOrTamers", n: spec.count, ...filter, ...(spec.upTo ? { upTo: true } : {}) };
    }
    const of = spec.upTo || same.sameLevel ? null : sourcesOfOne(c, ctx?.subject === true);
    if (of) return { from: "sources", n: spec.count, ...withFilter(spec), sourcesOf: of };
    const where = c.re(
      "(?:from|in) (your hand or (?:your )?trash|your trash or hand|your hand|the hand|your trash|your opponent's trash|their trash|this Digimon's digivolution cards|trashes|both players' trashes|trash(?= to))",
    );
    if (!where) return null;
    const w = where[1]!.toLowerCase();
    const from: PileFrom = w.endsWith("trashes")
      ? "trashes"
      : w.includes(" or ")
        ? "handOrTrash"
        : w.includes("digivolution")
          ? "sources"
          : w.includes("opponent") || w.startsWith("their")
            ? "opponentTrash"
            : w.endsWith("hand")
              ? "hand"
              : "trash";
    const filter = Object.keys(spec.filter).length ? { filter: spec.filter } : {};
    return { from, n: spec.count, ...filter, ...(spec.upTo ? { upTo: true } : {}), ...same };
  });
}

function withFilter(spec: { filter: CardFilter; upTo?: boolean }): Pick<Taken, "filter" | "upTo"> {
  return {
    ...(Object.keys(spec.filter).length ? { filter: spec.filter } : {}),
    ...(spec.upTo ? { upTo: true } : {}),
  };
}

/** Where placed or returned cards go. */
function destination(c: Cursor): PileTo | null {
  if (c.is("as (?:this Digimon's|its) top or bottom digivolution cards?")) return "sourceTopOrBottom";
  if (
    c.is(
      "as (?:this Digimon's|its) bottom digivolution cards?|under this (?:Tamer|Digimon)(?: as its bottom digivolution cards?|(?! as its top))|(?:in|into) this (?:Digimon|card)'s digivolution cards",
    )
  ) {
    // "in this Digimon's digivolution cards in any order": at the bottom, in the order the player likes.
    c.is("in any order");
    return "sourceBottom";
  }
  if (
    c.is(
      "as (?:this Digimon's|its) top digivolution cards?|under this Digimon as its top digivolution cards?|(?:at the top|on top|on the top) of this (?:Digimon|card)'s digivolution cards",
    )
  ) {
    // "at the top of this Digimon's digivolution cards in any order": the order the player likes.
    c.is("in any order");
    return "sourceTop";
  }
  // "to the top or bottom of the deck": the player picks the end (ops/card-moves.ts).
  if (c.is("to the top or bottom of (?:the|your|its owner's) deck")) return "deckTopOrBottom";
  let m = c.re(
    "(?:to|at) the (top|bottom) of (?:the|your|its owner's|their owner's|their owners'|its owners') decks?(?: in any order)?|on top of (?:the|your) deck",
  );
  if (m) return m[1]?.toLowerCase() === "bottom" ? "deckBottom" : "deckTop";
  m = c.re(
    "(?:on top|at the (top or bottom|top|bottom)) of your security stack(?: face down)?|(?:face down )?as (?:the|your|your the) (top or bottom|bottom|top) security cards?",
  );
  const end = (m?.[1] ?? m?.[2])?.toLowerCase();
  if (m)
    return end === "bottom"
      ? "securityBottom"
      : end === "top or bottom"
        ? "securityTopOrBottom"
        : "securityTop";
  if (c.is("to (?:the|your|its owner's) hand")) return "hand";
  return null;
}

/**
 * "under any of your Tamers", "as the bottom digivolution card of 1 of your [X]": one of your own;
 * "as any of your [X] Digimon's bottom digivolution cards or under any of your [X] Tamers": either.
 */
export function host(c: Cursor): FieldTarget | null {
  const first = oneHost(c);
  if (!first) return null;
  const second = c.try(() => (c.is("or") ? oneHost(c) : null));
  if (!second) return first;
  return { side: "you", count: 1, filter: { anyOf: [first.filter, second.filter] } };
}

function oneHost(c: Cursor): FieldTarget | null {
  const owned = ownersBottom(c);
  if (owned) return owned;
  // "as this Digimon's bottom digivolution card or under any of your red Tamers": this one, or the other.
  if (c.is("as this Digimon's bottom digivolution cards?(?= or )"))
    return { side: "you", count: 1, filter: { isSelf: true } };
  // "under this Digimon or your Tamers": this one, or one of the Tamers.
  if (c.is("under this Digimon or (?:under )?(?:(?:any|one|1) of )?your Tamers"))
    return { side: "you", count: 1, filter: { anyOf: [{ isSelf: true }, { category: "Tamer" }] } };
  // "under your Tamers": under one of them.
  if (c.is("under your Tamers")) return { side: "you", count: 1, filter: { category: "Tamer" } };
  // "under that Digimon as one of its digivolution cards": the Digimon the event is about (15-8-5).
  if (
    c.is(
      "under that Digimon as (?:one of its|its bottom) digivolution cards?|as that Digimon's bottom digivolution cards?",
    )
  )
    return { side: "you", count: 1, filter: { category: "Digimon", subject: true } };
  const bred = c.try(() => (c.is("as the bottom digivolution cards? of") ? breedingHost(c) : null));
  if (bred) return bred;
  // "as any of those Digimon's bottom digivolution card": one of the Digimon the trigger names.
  if (c.is("as (?:any|one|1) of those Digimon's bottom digivolution cards?"))
    return { side: "you", count: 1, filter: { category: "Digimon", amongSubjects: true } };
  return c.try(() => {
    if (!c.is("under|as the bottom digivolution cards? of")) return null;
    // "under your Tamers": under one of them, the player's pick.
    const any = c.is("(?:any|one) of ") || c.peek("your Tamers");
    const sub = new Cursor(any ? `1 of ${c.rest()}` : c.rest());
    const target = fieldTarget(sub, false);
    if (!target || target === "this" || target.side !== "you" || target.count !== 1 || target.upTo)
      return null;
    c.i += sub.i - (any ? 5 : 0);
    c.is("as (?:its|their) bottom digivolution cards?|at the bottom of (?:its|their) digivolution cards");
    return target;
  });
}

/**
 * "as any of your [X]'s bottom digivolution card", "as 1 of your [X]'s bottom digivolution cards",
 * "at the bottom of one of your Digimon's digivolution cards".
 */
function ownersBottom(c: Cursor): FieldTarget | null {
  return c.try((): FieldTarget | null => {
    const at = c.is("at the bottom of (?:any|one|1) of your");
    if (!at && !c.is("as (?:any|one|1) of your")) return null;
    const filter = filterPhrase(c, true);
    if (!filter || !c.is(at ? "'s? digivolution cards" : "'s? (?:top or )?bottom digivolution cards?"))
      return null;
    return { side: "you", count: 1, filter };
  });
}

/**
 * "placing 1 [X] trait Digimon card ... at the bottom of your Digimon with such trait": under one of
 * your Digimon with the trait the moved card was named by.
 */
function suchHost(c: Cursor, moved: CardFilter | undefined): FieldTarget | null {
  const traits = moved?.traits ?? moved?.traitIncludes;
  if (
    !traits ||
    !c.is(
      "(?:at the bottom of|under) (?:1 of |one of |any of )?your Digimon with (?:such|that|those) traits?",
    )
  )
    return null;
  const filter: CardFilter = moved?.traits
    ? { category: "Digimon", traits }
    : { category: "Digimon", traitIncludes: traits };
  return { side: "you", count: 1, filter };
}

/** "place/return/add/trash <cards> <where>". */
const moveCards = (c: Cursor, ctx?: EffectContext): Op[] | null => {
  const verb = c.re("(place|placing|return|returning|add|adding|trash|trashing)\\b");
  if (!verb) return null;
  const what = taken(c, ctx);
  if (!what) return null;
  const v = verb[1]!.toLowerCase();
  let to: PileTo | null;
  if (v.startsWith("trash")) to = "trash";
  else {
    const faceDown = c.is("face down");
    // "face up as the bottom security card": public information there (3-7-4).
    const faceUp = !faceDown && c.is("face[- ]?up");
    const hostAt = c.i;
    const onto = faceUp ? null : (host(c) ?? suchHost(c, what.filter));
    if (onto) c.is("in any order");
    // "as 1 of your Digimon's top or bottom digivolution cards": the player picks the end.
    const either = onto && / top or bottom digivolution/i.test(c.s.slice(hostAt, c.i));
    if (onto)
      return [
        {
          op: "moveCards",
          ...what,
          to: "sourceBottom",
          onto,
          ...(faceDown ? { faceDown } : {}),
          ...(either ? { ontoTopOrBottom: true as const } : {}),
        },
      ];
    to = theirDeck(c, what.from) ?? destination(c) ?? eggDeckEnd(c, what.filter);
    if (faceDown && to === "sourceBottom") return [{ op: "moveCards", ...what, to, faceDown }];
    if (to === "sourceTop" && (faceDown || faceUp)) return null;
    if (
      (faceDown || faceUp) &&
      to !== "securityTop" &&
      to !== "securityBottom" &&
      to !== "securityTopOrBottom"
    )
      return null;
    if (v.startsWith("add") && to !== "hand") return null;
    if (faceUp && to) return [{ op: "moveCards", ...what, to, faceUp }];
  }
  // Moving a card to where it already is means nothing.
  if (!to || (to.startsWith("source") && what.from === "sources")) return null;
  if ((to === "hand" && what.from === "hand") || (to === "trash" && what.from === "trash")) return null;
  return [{ op: "moveCards", ...what, to }];
};

/** "from your opponent's trash at the bottom of their deck": "their" is the cards' owner there. */
function theirDeck(c: Cursor, from: PileFrom): PileTo | null {
  if (from !== "opponentTrash") return null;
  const m = c.re("(?:to|at) the (top|bottom) of their deck(?: in any order)?");
  return m ? (m[1]!.toLowerCase() === "bottom" ? "deckBottom" : "deckTop") : null;
}

/**
 * "Return 1 Digi-Egg card from your trash to the bottom of your Digi-Egg deck": only Digi-Egg
 * cards, which go to the Digi-Egg deck wherever a deck is named (3-1-3-9, ops/hatch-move.ts).
 */
function eggDeckEnd(c: Cursor, filter: CardFilter | undefined): PileTo | null {
  if (filter?.category !== "Digi-Egg") return null;
  const m = c.re("to the (top|bottom) of (?:the|your|its owner's) Digi-Egg deck");
  return m ? (m[1]!.toLowerCase() === "bottom" ? "deckBottom" : "deckTop") : null;
}

/** "return this Tamer to the bottom of the deck". */
const moveThis: Rule = (c) => {
  // "by returning this card to the bottom of the deck": a card whose effect triggered in the trash.
  if (c.is("return(?:ing)? this card to the bottom of (?:the|your|its owner's) deck"))
    return [{ op: "returnSelfToDeck" }];
  // "by trashing this card, 1 of those Digimon doesn't leave": a [Security] effect's own card.
  if (c.is("trashing this card(?= *,)")) return [{ op: "trashThisCard" }];
  if (!c.is("(?:return|returning|place|placing) this (?:Tamer|Digimon)")) return null;
  const filter = thisFilter(c);
  const to = destination(c);
  return to === "deckBottom" || to === "hand" ? [{ op: "moveThis", to, ...filter }] : null;
};

/** "trash 2 digivolution cards under 1 of your opponent's Digimon", "trashing 1 of this Digimon's digivolution cards". */
const trashSourcesAny: Rule = (c) => {
  if (!c.is("trash(?:ing)?")) return null;
  let m = c.re(`(?:any )?${NUMBER} of this Digimon's digivolution cards`);
  if (m) return [{ op: "trashSourcesAny", target: "this", n: toNumber(m[1]!) }];
  // "all digivolution cards of ..." is trashSources (targets.ts): nothing to choose there.
  m = c.re(`${NUMBER} digivolution cards?`);
  if (!m || !c.is("of|from|under")) return null;
  const target = fieldTarget(c, false);
  if (!target || target === "this") return null;
  return [{ op: "trashSourcesAny", target, n: toNumber(m[1]!) }];
};

/** "by paying 2 cost", "by decreasing your memory by 3": memory paid like a play cost. */
const paying: Rule = (c) => {
  const m = c.re("pay(?:ing)? (\\d+) (?:cost|memory)|decreas(?:e|ing) your memory by (\\d+)");
  return m ? [{ op: "memory", n: -Number(m[1] ?? m[2]) }] : null;
};

/** "place 1 of your [X] at the bottom of your security stack face down", "place this Digimon as your top security card". */
const toSecurity: Rule = (c) => {
  if (!c.is("place|placing")) return null;
  const target = fieldTarget(c);
  if (!target) return null;
  // Placed in the security stack, a card is face down unless the text says otherwise (3-7-4).
  const up = !c.is("face down") && c.is("face[- ]?up");
  const m = c.re(
    "(?:on top|at the (top or bottom|top|bottom)) of (?:your|its owner's|their owner's|their owners'|their|(your opponent's)) security stacks?(?: face down)?|as (?:your|its owner's|the|their) (face[- ]?up )?(top or bottom|top|bottom) security card",
  );
  if (!m) return null;
  // "your opponent's security stack": its owner's only when it is one of the opponent's.
  if (m[2] && (target === "this" || target.side !== "opponent")) return null;
  const end = (m[1] ?? m[4])?.toLowerCase();
  const at = end === "bottom" ? "bottom" : end === "top or bottom" ? "either" : "top";
  return [{ op: "toSecurity", target, at, ...(up || m[3] ? { faceUp: true as const } : {}) }];
};

export const COST_RULES: Rule[] = [
  moveThis,
  trashSourcesAny,
  paying,
  toSecurity,
  moveCards,
  trashSourcesFromYours,
];

/**
 * "Trash all of the digivolution cards of that Digimon." after returning a Digimon to the hand
 * or deck says what the return itself does (4-7-8), so it adds nothing to run.
 */
export function restatesLeaving(text: string): boolean {
  const what =
    "all (?:of )?the digivolution cards of (?:that|those) Digimon|that Digimon's digivolution cards|" +
    "all (?:of )?its digivolution cards|all (?:of )?the digivolution cards of the Digimon you returned with this effect";
  return new RegExp(`^\\(?trash (?:${what})\\.?\\)?\\.?$`, "i").test(text.trim());
}

/** Whether these ops return a Digimon from the field to a hand or deck. */
export function returnsFromField(ops: Op[]): boolean {
  return ops.some((o) =>
    o.op === "bounce" || o.op === "moveThis" || o.op === "toSecurity"
      ? true
      : o.op === "if" || o.op === "ifDna" || o.op === "may"
        ? returnsFromField(o.then)
        : o.op === "overwrite"
          ? returnsFromField(o.instead)
          : false,
  );
}
