/**
 * What the opponent's effects can't do to a Digimon: "your opponent's effects can't delete this
 * Digimon or return it to its owner's hand or deck", as a persistent effect or for a duration.
 */
import type { BodyFields, EffectContext } from "../reading.ts";
import type { Duration, FieldTarget, Grant, Op, Restriction } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { duration } from "./duration.ts";
import { fieldTarget } from "./filters.ts";
import { immunitySource } from "./persistent-effects.ts";

/** "your opponent's effects can't delete X or return it to its owner's hand or deck": the restrictions. */
function opponentEffectsCant(c: Cursor): { target: FieldTarget | "this"; cant: Restriction[] } | null {
  return c.try(() => {
    if (!c.is("(?:your opponent's|their) effects (?:can't|cannot)")) return null;
    const cant: Restriction[] = [];
    let target: FieldTarget | "this" | null = null;
    for (;;) {
      const verb = c.re("(delete|return|returns)");
      if (!verb) return null;
      const t: FieldTarget | "this" | null = c.is("it|them") ? target : fieldTarget(c);
      if (!t) return null;
      target ??= t;
      if (/^delete/i.test(verb[1]!)) cant.push("beDeletedByOpponent");
      else if (c.is(`to (?:hands|${OWNERS} hands?) or decks?`)) cant.push("beReturnedByOpponent");
      else return null;
      if (!c.is(",?\\s*or")) break;
    }
    return target ? { target, cant } : null;
  });
}

const OWNERS = "(?:the|its|their|its owner's|their owners'|their owner's)";

/**
 * "your opponent's effects don't affect this Digimon", "their Digimon's effects don't affect 1 of
 * your Digimon [and it gets +3000 DP]" (15-15-5): the immunity, whom it is for, and a DP change
 * the same sentence gives that Digimon.
 */
function effectsDontAffect(
  c: Cursor,
): { target: FieldTarget | "this"; cant: Restriction[]; dp?: number; d?: Duration } | null {
  return c.try(() => {
    const immune = immunitySource(c);
    if (!immune || !c.is("(?:don't|do not|doesn't|does not) affect")) return null;
    const target: FieldTarget | "this" | null = c.is("it|this Digimon") ? "this" : fieldTarget(c);
    if (!target) return null;
    const d = duration(c) ?? undefined;
    const more = c.re(",?\\s*and (?:it|they) (?:gets?|get) ([+-]\\s?\\d+)\\s?DP");
    const d2 = d ?? duration(c) ?? undefined;
    return {
      target,
      cant: [immune],
      ...(more ? { dp: Number(more[1]!.replace(/\s/g, "")) } : {}),
      ...(d2 ? { d: d2 } : {}),
    };
  });
}

export function opponentEffectsStatic(c: Cursor): BodyFields | null {
  const flipped = c.try((): BodyFields | null => {
    const r = effectsDontAffect(c);
    if (!r || r.target !== "this" || r.d || !c.atEnd()) return null;
    const grants: Grant[] = [...r.cant.map((cant) => ({ cant })), ...(r.dp ? [{ dp: r.dp }] : [])];
    return { category: "persistent", ops: [], persistent: { kind: "continuous", grants } };
  });
  if (flipped) return flipped;
  return c.try((): BodyFields | null => {
    const r = opponentEffectsCant(c);
    if (!r || r.target !== "this" || !c.atEnd()) return null;
    const grants: Grant[] = r.cant.map((cant) => ({ cant }));
    return { category: "persistent", ops: [], persistent: { kind: "continuous", grants } };
  });
}

/** "your opponent's effects can't return 1 of your Digimon to hands or decks until their turn ends". */
export function opponentEffectsEffect(c: Cursor, ctx: EffectContext): Op[] | null {
  const flipped = c.try((): Op[] | null => {
    const r = effectsDontAffect(c);
    const d = r && (r.d ?? ctx.duration);
    if (!r || !d) return null;
    const ops: Op[] = [{ op: "restrict", target: r.target, cant: r.cant, duration: d }];
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
    return r && d ? [{ op: "restrict", target: r.target, cant: r.cant, duration: d }] : null;
  });
}
