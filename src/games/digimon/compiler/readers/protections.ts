/**
 * What the opponent's effects can't do to a Digimon: "your opponent's effects can't delete this
 * Digimon or return it to its owner's hand or deck", as a persistent effect or for a duration.
 */
import type { BodyFields, EffectContext } from "../reading.ts";
import type {
  CardFilter,
  Cond,
  Duration,
  FieldTarget,
  Grant,
  Keyword,
  Op,
  Restriction,
} from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { duration } from "./duration.ts";
import { fieldTarget, postModifiers } from "./filters.ts";
import { immunitySource } from "./persistent-effects.ts";
import { condition } from "./conditions.ts";
import { keywordFromText } from "./keywords.ts";

/** "<Reboot> and <Blocker>": keywords without parentheses the engine would have to read. */
function keywords(c: Cursor): { keyword: Keyword; value?: number }[] | null {
  const out: { keyword: Keyword; value?: number }[] = [];
  for (;;) {
    const m = c.re("<([^>]+)>");
    const k = m && keywordFromText(m[1]!);
    if (!k || k.param !== undefined) return null;
    out.push({ keyword: k.keyword, ...(k.value !== undefined ? { value: k.value } : {}) });
    if (!c.try(() => (c.re(",?\\s*and|,") && c.peek("<") ? true : null))) return out;
  }
}

/**
 * "your opponent's effects can't delete X or return it to its owner's hand or deck": the
 * restrictions. `they`: whom "them" and "their" name, said before ("all of your Digimon get
 * +2000 DP and your opponent's effects can't return them to hands or decks").
 */
function opponentEffectsCant(
  c: Cursor,
  they?: FieldTarget,
): { target: FieldTarget | "this"; cant: Restriction[] } | null {
  return c.try(() => {
    if (!c.is("(?:your opponent's|their) effects (?:can't|cannot)")) return null;
    const cant: Restriction[] = [];
    let target: FieldTarget | "this" | null = null;
    const them = () => target ?? they ?? null;
    for (;;) {
      // "reduce the DP of X", "reduce this Digimon's DP" (15-8-2-5: a prohibition wins over DP reductions).
      const reduce = c.try(() => {
        if (!c.is("reduce")) return null;
        if (c.is("the DP of")) return c.is("it|them") ? them() : fieldTarget(c);
        if (they && c.is("their DP")) return them();
        return c.is("(?:this Digimon|its)'s DP|its DP") ? "this" : null;
      });
      if (reduce) {
        target ??= reduce;
        cant.push("haveDpReducedByOpponent");
        if (!more(c)) break;
        continue;
      }
      // "trash this Digimon's stacked cards", "trash any of its stacked cards": neither its top
      // cards nor its digivolution cards (official Q&A on the wording).
      const stack = c.try(() => {
        if (!c.is("trash (?:any of )?")) return null;
        const t: FieldTarget | "this" | null = c.is("its|their")
          ? target
          : c.is("this Digimon's")
            ? "this"
            : c.is("your Digimon's")
              ? { side: "you", count: "all", filter: { category: "Digimon" } }
              : null;
        return t && c.is("stacked cards") ? t : null;
      });
      if (stack) {
        target ??= stack;
        cant.push("haveStackTrashedByOpponent");
        if (!more(c)) break;
        continue;
      }
      // "or affect it with <De-Digivolve> effects": an immunity to the opponent's <De-Digivolve>.
      if (target && c.is("affect (?:it|them) with <De-Digivolve> effects")) {
        cant.push("beAffectedByOpponentDeDigivolve");
        if (!more(c)) break;
        continue;
      }
      const verb = c.re("(delete|return|returns)");
      if (!verb) return null;
      const t: FieldTarget | "this" | null = c.is("it|them") ? them() : fieldTarget(c);
      if (!t) return null;
      target ??= t;
      if (/^delete/i.test(verb[1]!)) cant.push("beDeletedByOpponent");
      else if (c.is(`to (?:hands|${OWNERS} hands?) or decks?`)) cant.push("beReturnedByOpponent");
      else return null;
      if (!more(c)) break;
    }
    return target ? { target, cant } : null;
  });
}

/** ", or" or a bare comma before the next thing the effects can't do. */
const more = (c: Cursor) => c.is(",?\\s*or|,(?=\\s*(?:trash|return|delete|reduce)\\b)");

const OWNERS = "(?:the|its|their|its owner's|their owners'|their owner's)";

/**
 * "your opponent's effects don't affect this Digimon", "their Digimon's effects don't affect 1 of
 * your Digimon [and it gets +3000 DP]", "their <De-Digivolve> effects don't affect ..." (15-15-5):
 * the immunity, whom it is for, and a DP change the same sentence gives that Digimon. `self`:
 * "this Digimon with [X] in its digivolution cards", only while it is so.
 */
function effectsDontAffect(c: Cursor): {
  target: FieldTarget | "this";
  cant: Restriction[];
  dp?: number;
  d?: Duration;
  self?: CardFilter;
  /** "this Digimon and 1 of your Digimon with [X] in its name": another Digimon the immunity is for too. */
  and?: FieldTarget;
} | null {
  return c.try(() => {
    const deDigivolve = c.re("(?:your opponent's|their) <De-Digivolve> effects");
    const immune: Restriction | null = deDigivolve ? "beAffectedByOpponentDeDigivolve" : immunitySource(c);
    if (!immune || !c.is("(?:don't|do not|doesn't|does not) affect")) return null;
    let self: CardFilter | undefined;
    const target: FieldTarget | "this" | null = c.is("it")
      ? "this"
      : c.is("this Digimon")
        ? "this"
        : fieldTarget(c);
    if (!target) return null;
    const and =
      target === "this"
        ? c.try(() => {
            if (!c.is("and")) return null;
            const t = fieldTarget(c);
            return t && t !== "this" && t.count !== "all" ? t : null;
          })
        : null;
    if (target === "this" && !and && c.peek("with")) {
      const f: CardFilter = {};
      postModifiers(c, f);
      if (Object.keys(f).length === 0) return null;
      self = f;
    }
    const d = duration(c) ?? undefined;
    // "and this Digimon gets": the same Digimon only when the immunity is this Digimon's own.
    const more = c.try(() => {
      if (and) return null;
      const m = c.re(",?\\s*and (it|they|this Digimon) (?:gets?|get) ([+-]\\s?\\d+)\\s?DP");
      return m && (target === "this" || !/this/i.test(m[1]!)) ? [m[0], m[2]!] : null;
    });
    const d2 = d ?? duration(c) ?? undefined;
    return {
      target,
      cant: [immune],
      ...(more ? { dp: Number(more[1]!.replace(/\s/g, "")) } : {}),
      ...(d2 ? { d: d2 } : {}),
      ...(self ? { self } : {}),
      ...(and ? { and } : {}),
    };
  });
}

export function opponentEffectsStatic(c: Cursor): BodyFields | null {
  const flipped = c.try((): BodyFields | null => {
    // "While your opponent has a Digimon with 13000 DP or more, ...": only while that holds.
    const cond = c.try(() => {
      if (!c.is("while")) return null;
      const k = condition(c);
      return k && c.is(",") ? k : null;
    });
    const r = effectsDontAffect(c);
    if (!r || r.target !== "this" || r.d || r.and || !c.atEnd()) return null;
    const grants: Grant[] = [...r.cant.map((cant) => ({ cant })), ...(r.dp ? [{ dp: r.dp }] : [])];
    const own: Cond | undefined = r.self ? { is: "self", filter: r.self } : undefined;
    const holds: Cond | undefined = cond && own ? { is: "all", of: [cond, own] } : (cond ?? own);
    return {
      category: "persistent",
      ops: [],
      persistent: { kind: "continuous", grants, ...(holds ? { while: holds } : {}) },
    };
  });
  if (flipped) return flipped;
  return c.try((): BodyFields | null => {
    const r = opponentEffectsCant(c);
    if (!r || r.target !== "this" || !c.atEnd()) return null;
    const grants: Grant[] = r.cant.map((cant) => ({ cant }));
    return { category: "persistent", ops: [], persistent: { kind: "continuous", grants } };
  });
}

/**
 * "all of your Digimon get +2000 DP and your opponent's effects can't return them to hands or
 * decks or reduce their DP" for a duration: both for all of them, those placed later too (15-11-2-2).
 */
function dpAndOpponentCant(c: Cursor, ctx: EffectContext): Op[] | null {
  return c.try((): Op[] | null => {
    const target = fieldTarget(c);
    if (!target || target === "this" || target.count !== "all") return null;
    const m = c.re("(?:gets?|get) ([+-]\\d+) DP,? and");
    const r = m && opponentEffectsCant(c, target);
    if (!r || r.target !== target) return null;
    const d = duration(c) ?? ctx.duration;
    if (!d) return null;
    return [
      { op: "dp", target, amount: Number(m[1]), duration: d },
      { op: "restrict", target, cant: r.cant, duration: d },
    ];
  });
}

/** "your opponent's effects can't return 1 of your Digimon to hands or decks until their turn ends". */
export function opponentEffectsEffect(c: Cursor, ctx: EffectContext): Op[] | null {
  const both = dpAndOpponentCant(c, ctx);
  if (both) return both;
  const flipped = c.try((): Op[] | null => {
    const r = effectsDontAffect(c);
    const d = r && (r.d ?? ctx.duration);
    if (!r || !d || r.self) return null;
    const ops: Op[] = [{ op: "restrict", target: r.target, cant: r.cant, duration: d }];
    if (r.and) ops.push({ op: "restrict", target: r.and, cant: r.cant, duration: d });
    if (r.dp !== undefined)
      ops.push(
        r.target === "this"
          ? { op: "dp", target: "this", amount: r.dp, duration: d }
          : {
              op: "onReferent",
              referent: "it",
              then: [{ op: "dp", target: "this", amount: r.dp, duration: d }],
            },
      );
    return ops;
  });
  if (flipped) return flipped;
  return c.try((): Op[] | null => {
    const r = opponentEffectsCant(c);
    const d = r && (duration(c) ?? ctx.duration);
    if (!r || !d) return null;
    const ops: Op[] = [{ op: "restrict", target: r.target, cant: r.cant, duration: d }];
    // "..., and it gains <Reboot> and <Blocker>": the same Digimon, for the same duration.
    const kws = c.try(() => (c.is(",?\\s*and (?:it|they) gains?") ? keywords(c) : null));
    if (!kws) return ops;
    const gain: Op[] = kws.map((k) => ({ op: "gainKeyword", target: "this", ...k, duration: d }));
    if (r.target === "this") ops.push(...gain);
    else ops.push({ op: "onReferent", referent: "it", then: gain });
    return ops;
  });
}
