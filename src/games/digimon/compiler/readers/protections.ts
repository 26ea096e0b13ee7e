/**
 * What the opponent's effects can't do to a Digimon: "your opponent's effects can't delete this
 * Digimon or return it to its owner's hand or deck", as a persistent effect or for a duration.
 */
import type { BodyFields, EffectContext } from "../reading.ts";
import type { FieldTarget, Grant, Op, Restriction } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { duration } from "./duration.ts";
import { fieldTarget } from "./filters.ts";

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

export function opponentEffectsStatic(c: Cursor): BodyFields | null {
  return c.try((): BodyFields | null => {
    const r = opponentEffectsCant(c);
    if (!r || r.target !== "this" || !c.atEnd()) return null;
    const grants: Grant[] = r.cant.map((cant) => ({ cant }));
    return { category: "persistent", ops: [], persistent: { kind: "continuous", grants } };
  });
}

/** "your opponent's effects can't return 1 of your Digimon to hands or decks until their turn ends". */
export function opponentEffectsEffect(c: Cursor, ctx: EffectContext): Op[] | null {
  return c.try((): Op[] | null => {
    const r = opponentEffectsCant(c);
    const d = r && (duration(c) ?? ctx.duration);
    return r && d ? [{ op: "restrict", target: r.target, cant: r.cant, duration: d }] : null;
  });
}
