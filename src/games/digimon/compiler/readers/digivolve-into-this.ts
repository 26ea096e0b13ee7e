/**
 * A Digimon digivolving into the card whose effect this is (8-1-2-2): "it digivolves into this
 * card for a digivolution cost of 3, ignoring digivolution requirements" (the Digimon a cost
 * placed cards under; "that Tamer digivolves": the Tamer it placed them under), "1 of your [X] may digivolve into this card without paying the cost"
 * (from the hand, the trash or a security check, wherever the card is).
 */
import type { FieldTarget, Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { fieldTarget } from "./filters.ts";
import { digivolveTail } from "./plays.ts";

/** "1 of your [Agumon]", "one of your [Dark Dragon] or [Evil Dragon] Digimon": one of your own. */
function oneOfYours(c: Cursor): FieldTarget | null {
  return c.try(() => {
    const t = fieldTarget(c, false);
    return t && t !== "this" && t.side === "you" && t.count === 1 && !t.upTo ? t : null;
  });
}

export function digivolveIntoThis(c: Cursor): Op[] | null {
  const tamer = c.is("that Tamer");
  const pronoun = tamer || c.is("it|that Digimon");
  const who = pronoun ? "this" : oneOfYours(c);
  if (!who) return null;
  const m = c.re("(may|can)? ?digivolves? into this card(?: in (?:the|your) hand)?");
  if (!m) return null;
  const tail = digivolveTail(c);
  const op: Op = {
    op: "digivolveBy",
    who,
    into: {},
    from: "hand",
    thisCard: true,
    cost: tail.cost,
    ...(tail.ignoreRequirements ? { ignoreRequirements: true } : {}),
    optional: m[1] !== undefined,
    ...(tamer ? { tamer: true as const } : {}),
  };
  return pronoun ? [{ op: "onReferent", referent: "it", chosenOnly: true, then: [op] }] : [op];
}
