/**
 * Cards placed as a Digimon's bottom digivolution card (4-8-1): "placing 1 of your other
 * Digimon as this Digimon's bottom digivolution card", "placing another blue Digimon under this
 * Digimon as its bottom digivolution card", and an Option's "place this card as the bottom
 * digivolution card of 1 of your Digimon with the [X] trait".
 */
import { breedingHost } from "./breeding-host.ts";
import type { EffectContext } from "../reading.ts";
import type { CardFilter, Color, FieldTarget, Op } from "../../model/index.ts";
import { Cursor } from "../text/cursor.ts";
import { NAMES, fieldTarget, filterPhrase, names } from "./filters.ts";
import { host } from "./costs.ts";
import { thisFilter } from "./this-that-has.ts";

const UNDER_THIS =
  "as (?:this Digimon's|its) bottom digivolution cards?|under this Digimon(?: as its bottom digivolution cards?)?|at the bottom of this Digimon's digivolution cards";

/** "1 of your other Digimon", "another blue Digimon": your own Digimon other than this one. */
function otherOfYours(c: Cursor): FieldTarget | null {
  return c.try((): FieldTarget | null => {
    if (c.is("another")) {
      const f = filterPhrase(c, true);
      return f?.category === "Digimon" ? { side: "you", count: 1, filter: { ...f, other: true } } : null;
    }
    const t = fieldTarget(c, false);
    if (!t || t === "this" || t.side !== "you" || t.count === "all") return null;
    // "1 of your [Erika Mishima]": a card of yours by name, Digimon or Tamer, never this one.
    if (t.filter.nameIs && !t.filter.category && t.count === 1 && !t.upTo)
      return { ...t, filter: { ...t.filter, other: true } };
    if (!t.filter.other) return null;
    return t.filter.category === "Digimon" ? t : null;
  });
}

/**
 * "trash all of the digivolution cards of 1 of your [X] and place it at the bottom of this
 * Digimon's digivolution cards": what placing it does anyway (4-7-8; official Q&A on BT7-058).
 */
export function trashSourcesThenStack(c: Cursor): Op[] | null {
  return c.try((): Op[] | null => {
    if (!c.is("trash(?:ing)? all (?:of )?the digivolution cards of")) return null;
    const target = otherOfYours(c);
    if (!target || !c.is("and plac(?:e|ing) it") || !c.is(UNDER_THIS)) return null;
    return [{ op: "stackUnder", target }];
  });
}

export function stackUnderThis(c: Cursor): Op[] | null {
  if (!c.is("plac(?:e|ing)")) return null;
  const target = otherOfYours(c);
  if (!target || !c.is(UNDER_THIS)) return null;
  return [{ op: "stackUnder", target }];
}

export function placeSelfUnder(c: Cursor, ctx?: EffectContext): Op[] | null {
  // "When another of your Digimon would leave ..., by placing this Digimon as its bottom
  // digivolution card, it doesn't leave": "its" is the Digimon the event is about (15-8-5).
  if (ctx?.subject && c.is("plac(?:e|ing) this Digimon as its bottom digivolution card"))
    return [
      {
        op: "placeSelfUnder",
        onto: { side: "you", count: 1, filter: { category: "Digimon", subject: true, other: true } },
        fromField: true,
      },
    ];
  // "place this Digimon under the played Tamer", "... as the played Digimon's bottom digivolution
  // card": under the card this effect played.
  const played = c.re(
    "plac(?:e|ing) this (Digimon|Tamer) (?:under the played (Tamer|Digimon)|as the played (Digimon)'s bottom digivolution card)",
  );
  if (played) {
    const kind = (played[2] ?? played[3]!) as "Tamer" | "Digimon";
    return [
      {
        op: "placeSelfUnder",
        onto: { side: "you", count: 1, filter: { category: kind, playedByThis: true, other: true } },
        fromField: true,
      },
    ];
  }
  const option = optionUnderTamer(c);
  if (option) return option;
  const owners = selfAsOwnersBottom(c);
  if (owners) return owners;
  const head = c.re(
    "plac(?:e|ing) this (card|Digimon(?: card)?|Tamer) (as the bottom digivolution card of|under|as(?= (?:any|one|1) of your))",
  );
  if (!head) return null;
  // "as any of your [X]s' bottom digivolution card": the possessive names the Digimon.
  const possessive = /^as$/i.test(head[2]!);
  // A Digimon or Tamer on the field goes under another of your Digimon, never under itself.
  const fromField = !/^card$/i.test(head[1]!);
  const under = /^under$/i.test(head[2]!);
  // "as the bottom digivolution card of your [X] in the breeding area" (3-4-7-5).
  const bred = /^as the/i.test(head[2]!) ? breedingHost(c) : null;
  if (bred) return [{ op: "placeSelfUnder", onto: bred, ...(fromField ? { fromField } : {}) }];
  const any = c.re("(?:any|one) of ");
  const sub = new Cursor(any ? `1 of ${c.rest()}` : c.rest());
  const onto = fieldTarget(sub, false);
  c.i += sub.i - (any ? 5 : 0);
  if (!onto || onto === "this" || onto.side !== "you" || onto.count !== 1 || onto.upTo) return null;
  if (onto.filter.category && onto.filter.category !== "Digimon") return null;
  if (possessive && !c.is("(?:'s|s'|')\\s+bottom digivolution card")) return null;
  const either = possessive ? null : thatIs(c);
  // "under 1 of your purple Digimon at the bottom of its digivolution cards": the same place.
  if (under && !c.is("as its bottom digivolution card|at the bottom of its digivolution cards")) return null;
  const filter = {
    ...onto.filter,
    ...(either ? { anyOf: either } : {}),
    ...(fromField ? { other: true } : {}),
    // Only a Digimon has digivolution cards: "any of your [X]s'" names Digimon.
    ...(possessive && !onto.filter.category ? { category: "Digimon" as const } : {}),
  };
  return [{ op: "placeSelfUnder", onto: { ...onto, filter }, ...(fromField ? { fromField } : {}) }];
}

/** "placing this Digimon as 1 of your [X]'s bottom digivolution card": the same, said from the host's side. */
function selfAsOwnersBottom(c: Cursor): Op[] | null {
  return c.try((): Op[] | null => {
    const head = c.re("plac(?:e|ing) this (card|Digimon(?: card)?|Tamer) as (?:1|one|any) of your");
    if (!head) return null;
    const filter = filterPhrase(c, true);
    if (!filter || !c.is("'s? bottom digivolution cards?")) return null;
    if (filter.category && filter.category !== "Digimon") return null;
    const fromField = !/^card$/i.test(head[1]!);
    const onto: FieldTarget = {
      side: "you",
      count: 1,
      filter: { ...filter, ...(fromField ? { other: true } : {}) },
    };
    return [{ op: "placeSelfUnder", onto, ...(fromField ? { fromField } : {}) }];
  });
}

/** "that's level 3 or has the [Legend-Arms] trait": one of these holds. */
function thatIs(c: Cursor): CardFilter[] | null {
  return c.try(() => {
    if (!c.is("that(?:'s| is)")) return null;
    const out: CardFilter[] = [];
    do {
      let m: RegExpExecArray | null;
      if ((m = c.re("level (\\d+)"))) out.push({ level: Number(m[1]) });
      else if ((m = c.re(`has (?:the |an? )?(${NAMES}) traits?`))) out.push({ traits: names(m[1]!) });
      else if ((m = c.re(`has (${NAMES}) in its name`))) out.push({ nameIncludes: names(m[1]!) });
      else if ((m = c.re(`has (${NAMES}) in (?:its|one of its|any of its) traits`)))
        out.push({ traitIncludes: names(m[1]!) });
      else if ((m = c.re("(red|blue|yellow|green|black|purple|white)\\b")))
        out.push({ colors: [(m[1]![0]!.toUpperCase() + m[1]!.slice(1).toLowerCase()) as Color] });
      else return null;
    } while (c.is("or"));
    return out;
  });
}

/** Whether a cost places cards under a Digimon it chooses ("placing this card as the bottom digivolution card of 1 of your Digimon"). */
export function costChoosesHost(cost: Op[]): boolean {
  return cost.some((op) => op.op === "placeSelfUnder" || (op.op === "moveCards" && op.onto !== undefined));
}

/**
 * "that Digimon gets +4000 DP for the turn" after such a cost: read as for this Digimon, done to
 * the one the cost chose (ops/referent.ts).
 */
export function thatChosen(
  c: Cursor,
  ctx: EffectContext,
  effect: (c: Cursor, ctx: EffectContext) => Op[] | null,
): Op[] | null {
  if (!ctx.costChose || !c.is("that Digimon(?!')")) return null;
  const head = "this Digimon";
  const sub = new Cursor(head + c.rest());
  const ops = effect(sub, { ...ctx, costChose: false });
  if (!ops || sub.i <= head.length) return null;
  c.i += sub.i - head.length;
  return [{ op: "onReferent", referent: "it", chosenOnly: true, then: ops }];
}

type ClauseReader = (c: Cursor, ctx: EffectContext) => Op[] | null;

/**
 * The clause up to the sentence's end, rewritten as of this Digimon by `swap` (null: it doesn't
 * apply) and done to the Digimon the cost chose. `readTo`: how far the reading must get for the
 * rewritten words to be part of it.
 */
function asOfChosen(
  c: Cursor,
  ctx: EffectContext,
  effect: ClauseReader,
  swap: (clause: string, rest: string) => { text: string; readTo: number } | null,
): Op[] | null {
  const rest = c.rest();
  const end = rest.search(/\.(?:\s|$)/);
  const swapped = swap(end < 0 ? rest : rest.slice(0, end), rest);
  if (!swapped) return null;
  // "that" and "this" are as long as each other, so the cursor positions still agree.
  const sub = new Cursor(swapped.text);
  const ops = effect(sub, { ...ctx, costChose: false });
  if (!ops || sub.i < swapped.readTo) return null;
  c.i += sub.i;
  return [{ op: "onReferent", referent: "it", chosenOnly: true, then: ops }];
}

/**
 * "<De-Digivolve 1> all of your opponent's Digimon with as much or less DP than that Digimon"
 * after such a cost: the comparison is read as with this Digimon and made with the one the cost
 * chose (the whole clause runs with it as "this Digimon"; the targets stay the opponent's).
 */
export function comparedWithChosen(c: Cursor, ctx: EffectContext, effect: ClauseReader): Op[] | null {
  return asOfChosen(c, ctx, effect, (clause, rest) => {
    const at = clause.search(/\bthan that Digimon\b(?!')/i);
    if (at < 0 || /\bthis Digimon\b/i.test(clause)) return null;
    return { text: rest.slice(0, at) + "than this" + rest.slice(at + "than that".length), readTo: at + 1 };
  });
}

/**
 * "By placing 1 card ... as any of your Digimon's bottom digivolution card, until your opponent's
 * turn ends, their effects can't return that Digimon to hands or decks": the clause is read as of
 * this Digimon and done to the one the cost chose, as comparedWithChosen does.
 */
export function thatDigimonChosen(c: Cursor, ctx: EffectContext, effect: ClauseReader): Op[] | null {
  return asOfChosen(c, ctx, effect, (clause, rest) => {
    const that = /\bthat Digimon\b(?!')/gi;
    if (!that.test(clause) || /\bthis Digimon\b|\bthan that\b/i.test(clause)) return null;
    return { text: clause.replace(that, "this Digimon") + rest.slice(clause.length), readTo: clause.length };
  });
}

/**
 * "placing this card from the battle area face down under any of your [X] trait Tamers": an Option
 * card that stays in the battle area (4-28) goes under one of your Tamers.
 */
function optionUnderTamer(c: Cursor): Op[] | null {
  return c.try(() => {
    const head = c.re("plac(?:e|ing) this card from the battle area (face down )?under (?:any|one) of ");
    if (!head) return null;
    const sub = new Cursor(`1 of ${c.rest()}`);
    const onto = fieldTarget(sub, false);
    if (!onto || onto === "this" || onto.side !== "you" || onto.count !== 1 || onto.upTo) return null;
    if (onto.filter.category !== "Tamer") return null;
    c.i += sub.i - 5;
    return [{ op: "placeSelfUnder", onto, fromField: true, ...(head[1] ? { faceDown: true } : {}) }];
  });
}

/**
 * "place 1 of your [ADR-02 Searcher]s from in play or from your hand under this Digimon as its
 * bottom digivolution card": either a Digimon of that name on the field (its top card goes under,
 * the cards under it to the trash, 4-7-8) or a card of that name from the hand; the player picks
 * among those that can be done.
 */
export function stackFromFieldOrHand(c: Cursor): Op[] | null {
  return c.try((): Op[] | null => {
    const m = c.re(`plac(?:e|ing) (?:1|one) of your (${NAMES})s? from in play or from your hand`);
    if (!m) return null;
    const nameIs = names(m[1]!);
    const onto = c.is("under this Digimon(?: as its bottom digivolution card)?") ? undefined : host(c);
    if (onto === null) return null;
    if (onto?.filter.category && onto.filter.category !== "Digimon") return null;
    const field: Op = {
      op: "stackUnder",
      target: { side: "you", count: 1, filter: { nameIs, ...(onto ? {} : { other: true }) } },
      ...(onto ? { onto } : {}),
    };
    const hand: Op = {
      op: "moveCards",
      from: "hand",
      to: "sourceBottom",
      n: 1,
      filter: { nameIs },
      ...(onto ? { onto } : {}),
    };
    return [{ op: "choose", options: [[field], [hand]], cost: true }];
  });
}

/**
 * "place 1 of your Tamers with [X] in its text as the bottom digivolution card of this Digimon
 * with no Tamer cards in its digivolution cards": the Tamer goes under this Digimon (its own
 * cards under it to the trash, 4-7-8), only while this Digimon is as the words say.
 */
export function tamerUnderThis(c: Cursor): Op[] | null {
  return c.try((): Op[] | null => {
    if (!c.is("plac(?:e|ing)")) return null;
    const target = fieldTarget(c, false);
    if (!target || target === "this" || target.side !== "you" || target.count !== 1 || target.upTo)
      return null;
    if (target.filter.category !== "Tamer") return null;
    if (!c.is("as the bottom digivolution card of this Digimon")) return null;
    const { filter } = thisFilter(c);
    const ops: Op[] = [{ op: "stackUnder", target }];
    return filter ? [{ op: "if", cond: { is: "self", filter }, then: ops }] : ops;
  });
}
