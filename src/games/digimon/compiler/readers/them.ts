/**
 * "if any of them have the [X] trait", "if any of them are blue": a condition on the Digimon a
 * trigger was about ("When your Digimon are played or digivolve, ..."), any one of them.
 */
import type { CardFilter, Cond } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { NAMES, TERMS, names, terms } from "./filters.ts";

const COLOR = "red|blue|yellow|green|black|purple|white";

function predicate(c: Cursor): CardFilter | null {
  let m: RegExpExecArray | null;
  if ((m = c.re(`are ((?:${COLOR})(?:\\s*(?:,|or|/)\\s*(?:${COLOR}))*)\\b`))) {
    const colors = [...m[1]!.matchAll(new RegExp(COLOR, "gi"))].map(
      (x) =>
        (x[0][0]!.toUpperCase() + x[0].slice(1).toLowerCase()) as NonNullable<CardFilter["colors"]>[number],
    );
    return { colors };
  }
  if (!c.is("have")) return null;
  if ((m = c.re(`the (${NAMES}) traits?`))) return { traits: names(m[1]!) };
  if ((m = c.re(`(${NAMES}) in their names?`))) return { nameIncludes: names(m[1]!) };
  if ((m = c.re(`(${TERMS}) in their texts?`))) return { textIncludes: terms(m[1]!) };
  if ((m = c.re(`(${NAMES}) in (?:any of )?their traits?`))) return { traitIncludes: names(m[1]!) };
  return null;
}

export function themAtom(c: Cursor): Cond | null {
  return c.try((): Cond | null => {
    if (!c.is("any of them")) return null;
    const filter = predicate(c);
    return filter ? { is: "subject", filter, any: true } : null;
  });
}
