/**
 * "place the top card of this Digimon face-up at the bottom of your security stack", "place this
 * Digimon's top stacked card face up as the bottom security card", "placing the top card of this
 * Digimon on top of your security stack face down", "place this Digimon's top stacked card as the top
 * security card" (face down) (ops/top-to-security.ts).
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

export function topToSecurity(c: Cursor): Op[] | null {
  return c.try((): Op[] | null => {
    const head = c.re("plac(?:e|ing) (?:the top card of this Digimon|this Digimon's top (stacked )?card)");
    if (!head) return null;
    const up = c.is("face[- ]?up");
    // Placed in the security stack, a card is face down unless the text says otherwise (3-7-4).
    const down = !up && c.is("face[- ]?down");
    const m = c.re(
      "(?:as (?:your |the )?(top|bottom) security card|at the (top|bottom) of (?:the|your) security stack|on (top) of (?:the|your) security stack)",
    );
    if (!m) return null;
    if (!up && !down) c.is("face[- ]?down");
    else if (up && c.peek("face[- ]?down")) return null;
    const at = (m[1] ?? m[2] ?? m[3])!.toLowerCase() as "top" | "bottom";
    // "its top stacked card" face down: a lone card has none, so nothing moves (4-7-2).
    return [{ op: "topToSecurity", at, faceUp: up, ...(head[1] && !up ? { stacked: true as const } : {}) }];
  });
}
