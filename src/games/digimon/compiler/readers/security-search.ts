/**
 * Looking through the security stack in card text: "Search your security stack, reveal 1 card
 * from it, and add it to your hand", "search your security stack for 1 [X] and play it without
 * paying its memory cost", "Look at the top card of your security stack, and you may add it to
 * your hand", and "Then, shuffle your security stack" (1-3-10). A search that names its picks in
 * the sentences after it ("Search your security stack. You may add 1 [X] among them to the
 * hand.") is put together in body.ts with `searchHead`.
 */
import type { Cond, Op, RevealPick } from "../../model/index.ts";
import { Cursor } from "../text/cursor.ts";
import { cardSpec } from "./filters.ts";
import { condition } from "./conditions.ts";

type SearchOp = Extract<Op, { op: "searchSecurity" }>;

/** "search your security stack for 1 X, reveal it, and add it to your hand", and the other one-sentence searches. */
function searchAndTake(c: Cursor): Op[] | null {
  return c.try((): Op[] | null => {
    const optional = c.is("you may");
    const head = c.re("(search|look at) your security stack|look at the top card of your security stack");
    if (!head) return null;
    const may = optional ? { optional: true } : {};
    if (!head[1]) {
      // "Look at the top card of your security stack, and you may add it to your hand."
      if (!c.is(",?\\s*and you may add it to (?:your|the) hand")) return null;
      return [{ op: "searchSecurity", n: 1, picks: [{ count: 1, filter: {}, to: "hand", optional: true }] }];
    }
    let pick: RevealPick | null = null;
    if (c.is("for")) {
      const spec = cardSpec(c);
      if (!spec || spec.upTo) return null;
      if (c.is(",?\\s*reveal it,? and add it to (?:your|the) hand"))
        pick = { count: spec.count, filter: spec.filter, to: "hand", ...may };
      else if (c.is(",?\\s*and play it without paying (?:its|the) (?:memory )?cost"))
        pick = { count: spec.count, filter: spec.filter, to: "play", ...may };
    } else if (c.is(",?\\s*(?:then )?reveal")) {
      const spec = cardSpec(c);
      if (spec && !spec.upTo && c.is("(?:from|in) it,? and add it to (?:your|the) hand"))
        pick = { count: spec.count, filter: spec.filter, to: "hand", ...may };
    } else if (c.is(",?\\s*and you may play")) {
      const spec = cardSpec(c);
      if (spec && !spec.upTo && c.is("among (?:it|them) without paying (?:its|the) costs?"))
        pick = { count: spec.count, filter: spec.filter, to: "play", optional: true };
    }
    return pick ? [{ op: "searchSecurity", picks: [pick] }] : null;
  });
}

/** "shuffle your security stack", "your opponent shuffles their security stack". */
function shuffle(c: Cursor): Op[] | null {
  const m = c.re("(?:you )?shuffle your security stack|(your opponent) shuffles their security stack");
  if (!m) return null;
  return [{ op: "shuffleSecurity", side: m[1] ? "opponent" : "you" }];
}

export const SECURITY_SEARCH_RULES = [searchAndTake, shuffle];

/** A search group's first sentence: "Search your security stack." (all) or "Look at the top card ..." (1). */
export function searchHead(text: string): { n?: number; cond?: Cond } | null {
  const t = text.trim().replace(/^・\s*/, "");
  if (/^search your security stack\.?$/i.test(t)) return {};
  if (/^look at the top card of your security stack\.?$/i.test(t)) return { n: 1 };
  // "If it's your turn, search your security stack.": the whole group happens only while C holds.
  const m =
    /^if (.+?), (search your security stack\.?|look at the top card of your security stack\.?)$/i.exec(t);
  if (!m) return null;
  const c = new Cursor(m[1]!);
  const cond = condition(c);
  const head = cond && c.atEnd() ? searchHead(m[2]!) : null;
  return head ? { ...head, cond: cond! } : null;
}

/** A pick sentence of a search group, said "among it" as often as "among them". */
export function amongThem(text: string): string {
  return text.replace(/\bamong it\b/gi, "among them");
}

/**
 * "You may add that card to your hand to trigger <Draw 1>.": the card taken is the price of the
 * draw, so the draw happens only if a card was added.
 */
export function takeThatCard(text: string, search: SearchOp): Op[] | null {
  const m = /^you may add (?:that card|it) to (?:your|the) hand to trigger <draw (\d+)>\.?$/i.exec(
    text.trim(),
  );
  if (!m) return null;
  const taken: SearchOp = { ...search, picks: [{ count: 1, filter: {}, to: "hand", optional: true }] };
  return [{ op: "ifOutcome", what: "add", did: true, ops: [taken], then: [{ op: "draw", n: Number(m[1]) }] }];
}

/** A reveal group's "Place 1 of them on top of your security stack face down." */
export function securityPlacePick(text: string): RevealPick[] | null {
  const m =
    /^(?:you may )?place (\d+|one) of them (?:on top of your security stack|as (?:your|the) top security cards?)(?: face down)?\.?$/i.exec(
      text.trim(),
    );
  if (!m) return null;
  const count = m[1]!.toLowerCase() === "one" ? 1 : Number(m[1]);
  return [
    { count, filter: {}, to: "securityTop", ...(/^you may/i.test(text.trim()) ? { optional: true } : {}) },
  ];
}
