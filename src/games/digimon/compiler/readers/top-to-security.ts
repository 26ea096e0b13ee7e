/**
 * "place the top card of this Digimon face-up at the bottom of your security stack", "place this
 * Digimon's top stacked card face up as the bottom security card", "place this Digimon's top stacked
 * card as the top security card" (face down) (ops/top-to-security.ts).
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

export function topToSecurity(c: Cursor): Op[] | null {
  const head = c.re("place (?:the top card of this Digimon|this Digimon's top (stacked )?card)");
  if (!head) return null;
  const up = c.is("face[- ]?up");
  // "Place this Digimon's top stacked card as the top security card": face down, as security cards are.
  if (!up) {
    const m = head[1] ? c.re("as (?:your |the )?(top|bottom) security card") : null;
    const at = m?.[1]!.toLowerCase() as "top" | "bottom" | undefined;
    return at ? [{ op: "topToSecurity", at, faceUp: false, stacked: true }] : null;
  }
  const m = c.re(
    "(?:as (?:your |the )?(top|bottom) security card|at the (top|bottom) of (?:the|your) security stack)",
  );
  if (!m) return null;
  const at = (m[1] ?? m[2])!.toLowerCase() as "top" | "bottom";
  return [{ op: "topToSecurity", at, faceUp: true }];
}
