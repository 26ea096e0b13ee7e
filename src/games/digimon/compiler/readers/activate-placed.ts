/**
 * "activate 1 [On Play] effect on the placed card as an effect of this Digimon", "activate 1 of
 * the placed card's [When Digivolving] as an effect of this Digimon", "activate 1 of that
 * Digimon's [When Digivolving] effects as an effect of this Digimon" after a card was placed: an
 * effect printed on the card the effect placed before, run as this Digimon's (ops/activate-placed.ts).
 * "activate 1 [When Digivolving] effect of 1 Digimon card with [X] in its name in this Digimon's
 * digivolution cards as if it was this Digimon's effect", "... on a face-up [X] Digimon card in your
 * security stack as an effect of this Digimon": one printed on a card there (ops/activate-card-effect.ts).
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { TIMING_OF } from "../text/headers.ts";
import { filterPhrase } from "./filters.ts";

const AS_OURS = "as an effect of this Digimon";
const AS_IF_OURS = "as if (?:it )?was this Digimon's effect";

export function activatePlaced(c: Cursor): Op[] | null {
  return (
    c.try(() => {
      const m =
        c.re(`activate 1 \\[([^\\]]+)\\] effect on (?:the placed|that) card ${AS_OURS}`) ??
        c.re(`activate 1 of the placed card's \\[([^\\]]+)\\](?: effects?)? ${AS_OURS}`) ??
        c.re(`activate 1 of that Digimon's \\[([^\\]]+)\\] effects? ${AS_OURS}`);
      const timing = m ? TIMING_OF[m[1]!] : undefined;
      return timing ? [{ op: "activatePlaced", timing }] : null;
    }) ?? cardEffect(c)
  );
}

function cardEffect(c: Cursor): Op[] | null {
  return c.try(() => {
    const m = c.re(`activate 1 \\[([^\\]]+)\\] effect (of 1|on a face-up)`);
    const timing = m ? TIMING_OF[m[1]!] : undefined;
    if (!m || !timing) return null;
    const at = c.i;
    const filter = filterPhrase(c, false);
    if (!filter) return null;
    // "[X] Digimon card": the bracket may be read as a name, the card is still a Digimon card.
    if (!filter.category && /\bDigimon card\b/i.test(c.s.slice(at, c.i))) filter.category = "Digimon";
    if (m[2]!.startsWith("of")) {
      return c.is(`in this Digimon's digivolution cards (?:${AS_IF_OURS}|${AS_OURS})`)
        ? [{ op: "activateCardEffect", timing, from: "sources", filter }]
        : null;
    }
    return c.is(`in your security stack ${AS_OURS}`)
      ? [{ op: "activateCardEffect", timing, from: "faceUpSecurity", filter: { ...filter, faceUp: true } }]
      : null;
  });
}
