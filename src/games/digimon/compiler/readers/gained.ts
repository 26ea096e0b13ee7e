/**
 * Effects gained for a while (15-15-2): '1 of your opponent's Digimon gains "[On Deletion] Lose
 * 1 memory." until the end of their turn', 'give 1 of their Digimon "[Start of Your Main Phase]
 * This Digimon attacks." until their turn ends', '1 of your Digimon gains the following effect
 * for the turn: "..."'. The quoted text is compiled like a card's; it must read completely.
 */
import type { CompileNested, EffectContext } from "../reading.ts";
import type { Ability, Duration, FieldTarget, Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { duration } from "./duration.ts";
import { fieldTarget } from "./filters.ts";

/** One quoted effect, compiled; null when any of it is unread. */
export function quoted(c: Cursor, compileNested: CompileNested): Ability[] | null {
  const m = c.re('"([^"]+)"');
  if (!m) return null;
  const text = m[1]!.trim().replace(/\.?$/, ".");
  // "When this Digimon deletes ..., unsuspend it.": a trigger with no turn in its header holds in every turn.
  const headed = /^When\b/i.test(text) ? `[All Turns] ${text}` : text;
  const out = compileNested(headed, { code: `gained "${text}"` });
  return out.unread.length === 0 && out.abilities.length > 0 ? out.abilities : null;
}

/** `"[X] ..." and "[Y] ..."`. */
function quotes(c: Cursor, compileNested: CompileNested): Ability[] | null {
  const out: Ability[] = [];
  for (;;) {
    const one = quoted(c, compileNested);
    if (!one) return null;
    out.push(...one);
    if (!c.try(() => (c.is(",?\\s*and") && c.peek('"') ? true : null))) return out;
  }
}

export function gain(target: FieldTarget | "this", abilities: Ability[], d: Duration): Op[] | null {
  // Gained by all of a side's Digimon, it reaches those placed later too (15-11-2-2): the side
  // holds triggered effects, and continuous ones of its own player's Digimon about themselves
  // (derive/persistent-effects.ts); a filtered "all", or one the opponent gives, is not modelled.
  if (target !== "this" && target.count === "all") {
    const { category, ...rest } = target.filter;
    const plain = Object.keys(rest).length === 0 && (category === undefined || category === "Digimon");
    const held = (a: Ability) =>
      a.category === "trigger" ||
      (target.side === "you" && a.persistent?.kind === "continuous" && a.persistent.reach === undefined);
    if (!plain || !abilities.every(held)) return null;
  }
  return [{ op: "gainEffect", target, abilities, duration: d }];
}

/** '<target> gains [the following effect [for the turn]:] "..." [duration]'. */
export function gainsQuoted(c: Cursor, ctx: EffectContext): Op[] | null {
  // "this Digimon and 1 of your level 5 or lower Digimon gain "..."": each of them gains it.
  const withThis = c.is("this Digimon and");
  const target = fieldTarget(c);
  if (!target || (withThis && target === "this") || !c.is(withThis ? "gain" : "gains?")) return null;
  let d: Duration | null = null;
  if (c.is("the following effects?")) {
    d = duration(c);
    c.is(":");
  }
  const abilities = quotes(c, ctx.compileNested);
  if (!abilities) return null;
  c.is(",");
  d = duration(c) ?? d ?? ctx.duration ?? null;
  if (!d) return null;
  const ops = gain(target, abilities, d);
  return ops && withThis ? [...gain("this", abilities, d)!, ...ops] : ops;
}

/** 'give <target> "..." [duration]'. */
export function giveQuoted(c: Cursor, ctx: EffectContext): Op[] | null {
  if (!c.is("give")) return null;
  const target = fieldTarget(c);
  const abilities = target && quotes(c, ctx.compileNested);
  if (!abilities) return null;
  const d = duration(c) ?? ctx.duration ?? null;
  return d ? gain(target, abilities, d) : null;
}
