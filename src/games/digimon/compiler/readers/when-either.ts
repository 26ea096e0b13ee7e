/**
 * "When ... or ...": two events, either of which triggers the effect. "When you use Option cards or
 * your security stack is removed from", "When an Option card is used, or when a card is added to a
 * security stack", "When effects add cards to your opponent's hand or trash cards from under your
 * Tamers" (the second event keeps the first one's "effects"), and two attackers with one verb: "When
 * one of your Digimon with [X] in its text or an opponent's level 5 or higher Digimon attacks", and
 * one subject with two verbs: "When an opponent's Digimon digivolves or attacks".
 */
import type { CardFilter, Side, TriggerCondition } from "../../model/index.ts";
import { Cursor } from "../text/cursor.ts";
import { filterPhrase } from "./filters.ts";
import { whenEvent } from "./when-events.ts";

type Reader = (c: Cursor) => TriggerCondition | null;

const OR = ",?\\s*or (?:when )?";
const AGENT = /^\s*(effects|an effect|one of your effects|your effects|your opponent's effects)\s/i;

/** Events only this kind of sentence names: "an Option card is used", "a card is added to a security stack". */
function bareEvent(c: Cursor): TriggerCondition | null {
  if (c.is("an Option card is used"))
    return { on: "optionUsed", side: "any", filter: { category: "Option" } };
  if (c.is("a card is added to a security stack")) return { on: "securityAdded", side: "any" };
  return null;
}

/** One event read up to `end` (not taken). */
function eventUpTo(c: Cursor, end: string, body: Reader): TriggerCondition | null {
  for (const read of [body, (x: Cursor) => whenEvent(x, end), bareEvent]) {
    const w = c.try(() => {
      const v = read(c);
      return v && c.peek(end) ? v : null;
    });
    if (w) return w;
  }
  return null;
}

/** The second event, or, when it has no agent of its own, the second event with the first one's agent. */
function secondEvent(c: Cursor, agent: string | undefined, body: Reader): TriggerCondition | null {
  const own = eventUpTo(c, ",", body);
  if (own || !agent) return own;
  const rest = c.rest();
  const lead = rest.length - rest.trimStart().length;
  const prefix = `${agent} `;
  const alt = new Cursor(prefix + rest.trimStart());
  const w = eventUpTo(alt, ",", body);
  if (!w || alt.i < prefix.length) return null;
  c.i += lead + alt.i - prefix.length;
  return w;
}

/** "When A or B, ...": the cursor is after "When"; stops before the comma. */
export function orEvents(c: Cursor, body: Reader): TriggerCondition | null {
  return c.try((): TriggerCondition | null => {
    const agent = AGENT.exec(c.rest())?.[1];
    const first = eventUpTo(c, OR, body);
    if (!first || !c.is(OR)) return null;
    const second = secondEvent(c, agent, body);
    return second ? { on: "any", of: [first, second] } : null;
  });
}

function sideOf(word: string): Side {
  return /opponent/i.test(word) ? "opponent" : "you";
}

/** "one of your Digimon with [X] in its text", "an opponent's level 5 or higher Digimon". */
function attacker(c: Cursor): { side: Side; filter: CardFilter } | null {
  return c.try(() => {
    const m = c.re("(?:one of |any of )?(your opponent's|an opponent's|your)(?=\\s)");
    if (!m) return null;
    const filter = filterPhrase(c, true);
    if (!filter || filter.category !== "Digimon" || filter.other) return null;
    return { side: sideOf(m[1]!), filter };
  });
}

/** "one of your Digimon with [X] in its text or an opponent's level 5 or higher Digimon attacks". */
export function eitherAttacks(c: Cursor): TriggerCondition | null {
  return c.try((): TriggerCondition | null => {
    const one = attacker(c);
    if (!one || !c.is("or")) return null;
    const two = attacker(c);
    if (!two || !c.is("attacks?") || !c.peek(",")) return null;
    return {
      on: "any",
      of: [
        { on: "attacks", ...one },
        { on: "attacks", ...two },
      ],
    };
  });
}

const VERB = "digivolves|attacks|blocks|suspends|unsuspends";

/** "an opponent's Digimon digivolves or attacks": one subject, two verbs; either event triggers. Stops before the comma. */
export function twoVerbs(c: Cursor, body: Reader): TriggerCondition | null {
  return c.try((): TriggerCondition | null => {
    const rest = c.rest();
    const lead = rest.length - rest.trimStart().length;
    const m = new RegExp(`^([^,.]*?) (${VERB}) or (${VERB})(?=,)`, "i").exec(rest.trimStart());
    if (!m || m[2]!.toLowerCase() === m[3]!.toLowerCase()) return null;
    const one = (verb: string) => {
      const sub = new Cursor(`${m[1]!} ${verb},`);
      const w = eventUpTo(sub, ",", body);
      return w && sub.is(",") && sub.atEnd() ? w : null;
    };
    const first = one(m[2]!);
    const second = first && one(m[3]!);
    if (!first || !second) return null;
    c.i += lead + m[0].length;
    return { on: "any", of: [first, second] };
  });
}
