/** Trigger conditions: "When an opponent's Digimon is deleted, ...", "When this Digimon attacks, ...". */
import type { CardFilter, Side, TriggerCondition } from "../../model/index.ts";
import { Cursor, NUMBER } from "../text/cursor.ts";
import { sideOf } from "./conditions.ts";
import { NAMES, filterPhrase, names, postModifiers } from "./filters.ts";
import { whenEvent } from "./when-events.ts";
import { eitherAttacks, orEvents, twoVerbs } from "./when-either.ts";

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
    // "When A, or B, ...": a comma then "or" starts a second event (orEvents below), not the effect.
    const cond = c.try(() => {
      const w = whenBody(c);
      return w && c.is(",") && !c.peek("or\\b") ? w : null;
    });
    if (cond) return cond;
    const more = c.try(() => {
      const w = whenEvent(c);
      return w && c.is(",") && !c.peek("or\\b") ? w : null;
    });
    if (more) return more;
    const either = eitherEvent(c);
    if (either) return either;
    return c.try(() => {
      const w = orEvents(c, whenBody) ?? eitherAttacks(c) ?? twoVerbs(c, whenBody);
      return w && c.is(",") ? w : null;
    });
  });
}

/**
 * "When any of your Tamers with [X] in their names are played or any of your Digimon digivolve
 * into a Digimon with [Y] in its name, ...": two events, each with its own subject; either triggers.
 */
function eitherEvent(c: Cursor): TriggerCondition | null {
  return c.try(() => {
    const one = (end: string) =>
      c.try(() => {
        const w = whenBody(c);
        return w && c.peek(end) ? w : null;
      }) ?? whenEvent(c, end);
    const first = one("or (?:any|one) of ");
    if (!first || !c.is("or")) return null;
    const second = one(",");
    return second && c.is(",") ? { on: "any", of: [first, second] } : null;
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
    const more = whenEvent(c) ?? twoVerbs(c, whenBody);
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
  if (c.is("this Digimon deletes (?:an|your|one of your) opponent's Digimon (?:in|by) battle")) {
    const survives = c.is(",?\\s*and survives(?: the battle)?");
    return { on: "deletesInBattle", ...(survives ? { survives } : {}) };
  }
  // "this Digimon deletes one of your opponent's level 6 or higher Digimon in battle": the one deleted fits.
  const victim = c.try(() => {
    if (!c.is("this Digimon deletes (?:an|your|one of your) opponent's")) return null;
    const f = filterPhrase(c, true);
    if (!f || f.category !== "Digimon" || f.other || !c.is("(?:in|by) battle")) return null;
    const { category: _category, ...rest } = f;
    return Object.keys(rest).length ? rest : null;
  });
  if (victim) {
    const survives = c.is(",?\\s*and survives(?: the battle)?");
    return { on: "deletesInBattle", victim, ...(survives ? { survives } : {}) };
  }
  if (c.is("this Digimon wins a battle")) return { on: "winsBattle", self: true };
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
  const won = c.try(() => {
    if (!c.is("this Digimon")) return null;
    const f: CardFilter = {};
    postModifiers(c, f);
    return Object.keys(f).length > 0 && c.is("wins a battle") ? f : null;
  });
  if (won) return { on: "winsBattle", self: true, filter: won };
  const subj = subject(c);
  if (!subj) return null;
  // Only "and survives": a Digimon deleted in the same battle is no longer there to be asked about.
  if (c.is("deletes (?:an|your) opponent's Digimon in battle,?\\s*and survives(?: the battle)?"))
    return { on: "deletesInBattle", survives: true, side: subj.side, filter: subj.filter };
  if (c.is("wins? a battle")) return { on: "winsBattle", side: subj.side, filter: subj.filter };
  if (c.is(`${BE} deleted`)) {
    const battle = c.is("in battle");
    const zero = c.is(battle ? "or by having 0 DP" : "by dropping to 0 DP");
    const { other, ...rest } = subj.filter;
    const onlyCategory = Object.keys(rest).length === 1 && rest.category === "Digimon";
    if (!onlyCategory) return null;
    return {
      on: "deleted",
      side: subj.side,
      ...(zero ? { byZeroDp: true } : {}),
      ...(battle ? { inBattle: true } : {}),
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
    // "attacks (other than [A], [B], or [C])": the attacker's names, printed after the verb.
    const not = c.re(`\\(other than (${NAMES})\\)`);
    if (not) filter.noneOf = [...(filter.noneOf ?? []), { nameIs: names(not[1]!) }];
    return { on: "attacks", side: subj.side, ...(other ? { other } : {}), filter };
  }
  if (c.is("digivolves?")) return { on: "digivolved", side: subj.side, filter: subj.filter };
  return null;
}

/**
 * "[Your Turn][Once Per Turn] If one of your Tamers becomes suspended, ...": with only a turn
 * limit and an event, "If" says what "When" does (the ability has no other timing to run at).
 */
export function ifBecomes(c: Cursor, when: (c: Cursor) => TriggerCondition | null): TriggerCondition | null {
  const rest = c.rest();
  const m = /^(\s*)If\b/i.exec(rest);
  const clause = /^[^,]*,/.exec(rest)?.[0] ?? "";
  if (!m || !/\bbecomes? (?:un)?suspended\b/i.test(clause)) return null;
  const alt = new Cursor(`${m[1]}When${rest.slice(m[0].length)}`);
  const w = when(alt);
  if (!w) return null;
  c.i += alt.i - 2;
  return w;
}
