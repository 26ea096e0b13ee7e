/**
 * "None of your opponent's Tamers can unsuspend": the same restriction as "All of your
 * opponent's Tamers can't unsuspend", read by the restriction readers in that form.
 */
import type { Clause } from "../reading.ts";

const NONE_OF =
  /^(\s*(?:then,\s*)?(?:(?:while|if|when) [^,]*,\s*)?(?:until [^,]*,\s*|for the turn,\s*)?)none of (.+?) can (?!'t)(?!not\b)/i;

/** The sentence said with "all of ... can't", or null when it is not a "none of ... can" one. */
export function noneOfText(text: string): string | null {
  const m = NONE_OF.exec(text);
  return m ? `${m[1]!}all of ${m[2]!} can't ${text.slice(m[0].length)}` : null;
}

export function noneOfSentence(text: string, read: (text: string) => Clause | null): Clause | null {
  const said = noneOfText(text);
  return said ? read(said) : null;
}
