/**
 * Reveal-group sentences that do more with the revealed cards than add or play them: "Place 1
 * [X] among them under this Digimon as its bottom digivolution card.", "Among them, add 1 [X]
 * trait card to the hand and place 1 such card face down as the bottom digivolution card of any
 * of your Digimon with the [X] trait.", "Trash 1 Tamer card among them.", "Add 1 ... among them
 * to the hand, or place 1 such card as this Digimon's bottom digivolution card."
 */
import type { CardFilter, FieldTarget, RevealPick } from "../../model/index.ts";
import { Cursor, NUMBER, toNumber } from "../text/cursor.ts";
import { cardSpec, factor, fieldTarget, filterPhrase, postModifiers } from "./filters.ts";

const AMONG = "among them";

/** Where a placed card goes: this Digimon (null onto) or one of your Digimon; never a Tamer (that is <Save>'s kind). */
function under(c: Cursor): { onto?: FieldTarget } | null {
  return c.try(() => {
    if (
      c.is(
        "(?:under this Digimon )?as (?:this Digimon's|its) bottom digivolution cards?|under this Digimon(?: as its bottom digivolution cards?)?",
      )
    )
      return {};
    const poss = c.try(() => {
      if (!c.is("as any of your")) return null;
      const filter = filterPhrase(c, true);
      return filter && c.is("'s bottom digivolution cards?") ? filter : null;
    });
    const target: FieldTarget | null =
      (poss && { side: "you", count: 1, filter: poss }) ??
      c.try(() => {
        const head = c.re(
          "as the bottom digivolution cards? of (any of|one of|1 of)|under (any of|one of|1 of)",
        );
        if (!head) return null;
        const rest = c.rest().trimStart();
        const sub = new Cursor(`1 of ${rest}`);
        const t = fieldTarget(sub, false);
        if (!t || t === "this") return null;
        c.i += c.rest().length - rest.length + sub.i - "1 of ".length;
        // "under 1 of your [Mother X]s as its bottom digivolution card": a Digimon named so.
        const named = t.filter.nameIs && !t.filter.category && c.is("s(?=\\s)");
        if (head[2]) c.is("as (?:its|their) bottom digivolution cards?");
        return named ? { ...t, filter: { ...t.filter, category: "Digimon" as const } } : t;
      });
    if (!target || target.side !== "you" || target.count !== 1 || target.upTo) return null;
    if (target.filter.category !== "Digimon") return null;
    return { onto: target };
  });
}

/** "1 [X]", "all Tamer cards", "1 such card", "it": the cards a part takes. */
function taken(
  c: Cursor,
  prev: CardFilter | undefined,
): { count: number; filter: CardFilter; all?: true; upTo?: true } | null {
  return c.try(() => {
    if (prev && c.is("it")) return { count: 1, filter: prev };
    const such = prev ? c.re(`${NUMBER} such`) : null;
    if (such) {
      const n = toNumber(such[1]!);
      if (c.is("cards?")) return { count: n, filter: prev! };
      // "1 green Digimon card and 1 such Tamer card": the same qualities, another kind of card.
      const spec = cardSpec(c);
      if (!spec || spec.upTo) return null;
      const { category: _c, nameIs: _n, anyOf: _a, ...qualities } = prev!;
      return { count: n, filter: { ...qualities, ...spec.filter } };
    }
    const all = c.is("all (?:of )?(?:the )?");
    const spec = cardSpec(c);
    if (!spec || (all && spec.upTo)) return null;
    // "1 card with [X] in its traits, [Y], or [Z]": a list of alternatives whose last ones are names.
    const alts = [spec.filter];
    for (;;) {
      const more = c.try(() => (c.re(",\\s*(?=\\[)") ? filterPhrase(c, false) : null));
      if (!more) break;
      alts.push(more);
    }
    return {
      count: spec.count,
      filter: factor(alts),
      ...(all ? { all: true as const } : {}),
      ...(spec.upTo ? { upTo: true as const } : {}),
    };
  });
}

/** "-both with [X] in their traits-" (a dash on each side): qualities, or null. */
function sharedQualities(c: Cursor): CardFilter | null {
  return c.try(() => {
    if (!c.is("-\\s*both\\b")) return null;
    const q: CardFilter = {};
    postModifiers(c, q);
    return Object.keys(q).length > 0 && c.is("-") ? q : null;
  });
}

interface Part {
  pick: RevealPick;
  among: boolean;
  /** "Add 1 [X] and 1 such Tamer card among them to the hand": picks added along with this one. */
  along?: RevealPick[];
}

/** One clause: "add ... to the hand", "place ... <under>", "trash ...". */
function part(c: Cursor, prev: CardFilter | undefined): Part | null {
  return c.try(() => {
    const optional = c.is("you may");
    const verb = c.re("(add|place|trash)\\b");
    if (!verb) return null;
    const what = taken(c, prev);
    if (!what) return null;
    const along: RevealPick[] = [];
    if (verb[1]!.toLowerCase() === "add")
      for (;;) {
        const next = c.try(() =>
          c.is(",?\\s*and") && c.peek(NUMBER) ? taken(c, along.at(-1)?.filter ?? what.filter) : null,
        );
        if (!next || next.all) break;
        const may = optional || next.upTo === true;
        along.push({
          count: next.count,
          filter: next.filter,
          to: "hand",
          ...(may ? { optional: may } : {}),
          ...(optional && !next.upTo ? { oneMay: true as const } : {}),
        });
      }
    // "1 Digimon card and 1 Tamer card-both with [X] in their traits-": qualities every pick shares.
    const both = along.length ? sharedQualities(c) : null;
    if (both) {
      what.filter = { ...what.filter, ...both };
      for (const p of along) p.filter = { ...p.filter, ...both };
    }
    const among = c.is(AMONG);
    const v = verb[1]!.toLowerCase();
    // "up to 1": the player may take none, like "you may".
    const may = optional || what.upTo === true;
    const base = {
      count: what.count,
      filter: what.filter,
      ...(may ? { optional: may } : {}),
      ...(optional && !what.upTo ? { oneMay: true as const } : {}),
      ...(what.all ? { all: true } : {}),
    };
    if (v === "trash") return { pick: { ...base, to: "trash" }, among };
    if (v === "add") {
      if (!c.is("to (?:the|your) hand") || what.all) return null;
      return { pick: { ...base, to: "hand" }, among, ...(along.length ? { along } : {}) };
    }
    const faceDown = c.is("face down");
    const dest = under(c);
    if (!dest || what.all) return null;
    return { pick: { ...base, to: "under", ...dest, ...(faceDown ? { faceDown } : {}) }, among };
  });
}

/** A whole reveal sentence of such parts, or null. */
export function revealPicks(text: string): RevealPick[] | null {
  const c = new Cursor(text);
  return c.try(() => {
    let among = c.is("among them,");
    const picks: RevealPick[] = [];
    let orNext = false;
    for (;;) {
      const prev = picks.at(-1)?.filter;
      const p = part(c, prev);
      if (!p) return null;
      among ||= p.among;
      const last = picks.at(-1);
      // "add it to the hand, or place it under ...": one card, the player picks where.
      if (orNext) {
        const kinds = [last?.to, p.pick.to].sort().join();
        if (!last || kinds !== "hand,under" || p.pick.filter !== last.filter) return null;
        const place = last.to === "under" ? last : p.pick;
        last.to = "handOrUnder";
        if (place.onto) last.onto = place.onto;
        if (place.faceDown) last.faceDown = true;
        if (p.pick.optional) last.optional = true;
      } else picks.push(p.pick, ...(p.along ?? []));
      orNext = c.is(",?\\s*or");
      if (orNext) continue;
      if (!c.is(",?\\s*and")) break;
    }
    return among && c.atEnd() ? picks : null;
  });
}
