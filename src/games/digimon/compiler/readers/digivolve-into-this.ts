/**
 * A Digimon digivolving into the card whose effect this is (8-1-2-2): "it digivolves into this
 * card for a digivolution cost of 3, ignoring digivolution requirements" (the Digimon a cost
 * placed cards under; "that Tamer digivolves": the Tamer it placed them under), "digivolve it
 * into this card as if that card is a level 4 red Digimon for a digivolution cost of 3" (the
 * Tamer seen as that Digimon), "1 of your [X] may digivolve into this card without paying the
 * cost" (from the hand, the trash or a security check, wherever the card is), "by digivolving it
 * into this card" (the Digimon an immediate-type effect is about).
 */
import type { FieldTarget, Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import type { EffectContext } from "../reading.ts";
import { fieldTarget } from "./filters.ts";
import { digivolveTail } from "./plays.ts";

/** "1 of your [Agumon]", "one of your [Dark Dragon] or [Evil Dragon] Digimon": one of your own. */
function oneOfYours(c: Cursor): FieldTarget | null {
  return c.try(() => {
    const t = fieldTarget(c, false);
    return t && t !== "this" && t.side === "you" && t.count === 1 && !t.upTo ? t : null;
  });
}

/** "that Tamer digivolves into this card", "digivolve it into this card": the one a cost placed cards under. */
function subjectAndVerb(
  c: Cursor,
): { who: FieldTarget | "this"; pronoun: boolean; optional: boolean } | null {
  const object = c.re("digivolve (it|that Tamer|that Digimon) into this card(?: in (?:the|your) hand)?");
  if (object) return { who: "this", pronoun: true, optional: false };
  // "Place ... under 1 of your [X] cards and digivolve into this card": the one the cards went under.
  if (c.is("digivolve into this card")) return { who: "this", pronoun: true, optional: false };
  const pronoun = c.is("that Tamer|it|that Digimon");
  const who = pronoun ? "this" : oneOfYours(c);
  if (!who) return null;
  const m = c.re("(may|can)? ?digivolves? into this card(?: in (?:the|your) hand)?");
  return m ? { who, pronoun, optional: m[1] !== undefined } : null;
}

/**
 * "When one of your [X] would be deleted, by digivolving it into this card without paying the
 * cost, ...": the Digimon the immediate-type effect is about digivolves (15-8-5).
 */
function subjectIntoThis(c: Cursor, ctx: EffectContext): Op[] | null {
  if (!ctx.subject) return null;
  return c.try(() => {
    if (!c.is("digivolving (?:it|that Digimon) into this card")) return null;
    const tail = digivolveTail(c);
    const who: FieldTarget = { side: "you", count: 1, filter: { category: "Digimon", subject: true } };
    return [
      {
        op: "digivolveBy",
        who,
        into: {},
        from: "hand",
        thisCard: true,
        cost: tail.cost,
        ...(tail.ignoreRequirements ? { ignoreRequirements: true } : {}),
        optional: false,
      },
    ];
  });
}

export function digivolveIntoThis(c: Cursor, ctx: EffectContext): Op[] | null {
  const subject = subjectIntoThis(c, ctx);
  if (subject) return subject;
  const tamerNamed = c.peek("that Tamer") || c.peek("digivolve that Tamer");
  const head = subjectAndVerb(c);
  if (!head) return null;
  const tail = digivolveTail(c);
  // A Tamer digivolves only when the words name one or see it "as if" it were a Digimon.
  const tamer = tamerNamed && !tail.asDigimon;
  const op: Op = {
    op: "digivolveBy",
    who: head.who,
    into: {},
    from: "hand",
    thisCard: true,
    cost: tail.cost,
    ...(tail.ignoreRequirements ? { ignoreRequirements: true } : {}),
    ...(tail.ignoreLevel ? { ignoreLevel: true as const } : {}),
    ...(tail.asDigimon ? { asDigimon: tail.asDigimon } : {}),
    optional: head.optional,
    ...(tamer ? { tamer: true as const } : {}),
  };
  return head.pronoun ? [{ op: "onReferent", referent: "it", chosenOnly: true, then: [op] }] : [op];
}
