/** "if during an attack, ...", "if it's during an attack": an attack is under way when the effect reaches it (11-1-3); "if attacking by <Execute>" (16-38). */
import type { Cond } from "../../model/index.ts";
import type { Clause } from "../reading.ts";
import type { Cursor } from "../text/cursor.ts";

export function duringAttackAtom(c: Cursor): Cond | null {
  if (c.is("attacking by <Execute>")) return { is: "executeAttack" };
  return c.is("(?:it's |it is )?during an attack") ? { is: "duringAttack" } : null;
}

/**
 * "If attacking by <Execute>, it may digivolve ...": after a trigger on an attack, "it" in a
 * sentence with that condition is the attacking Digimon, said as "that Digimon".
 */
export function executeIfPronoun(text: string, read: (text: string) => Clause | null): Clause | null {
  const m = /^(\s*(?:then,\s*)?if attacking by <Execute>,)(.*)$/is.exec(text);
  if (!m || !/\bit\b(?!')/i.test(m[2]!)) return null;
  return read(m[1]! + m[2]!.replace(/\bit\b(?!')/gi, "that Digimon"));
}
