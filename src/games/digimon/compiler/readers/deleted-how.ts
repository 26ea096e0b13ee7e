/**
 * "If deleted outside of a battle," / "If deleted in battle," heading an [On Deletion] sentence;
 * "When this Digimon is deleted other than in battle," says the same under that header.
 */
import type { Cursor } from "../text/cursor.ts";

/**
 * "If this card was deleted by an effect,", "If that Digimon was deleted by an effect,": not in
 * battle, and not by the rules at 0 DP after an effect reduced its DP (official Q&A).
 */
export function deletedByEffect(c: Cursor): boolean {
  return c.is(
    "if (?:(?:this card|this Digimon|it|that Digimon) (?:was|is) )?deleted by (?:an effect|effects),",
  );
}

/** Whether the sentence asks for a deletion in battle (true) or outside of one (false); null: no such prefix. */
export function deletedHow(c: Cursor): boolean | null {
  const m = c.re(
    "(?:if (?:it was |it is |this Digimon (?:was|is) )?|when this Digimon is )deleted (outside of (?:a )?battle|other than (?:in|by) (?:a )?battle|in (?:a )?battle|by battle),",
  );
  if (!m) return null;
  return /^(?:in|by)/i.test(m[1]!);
}
