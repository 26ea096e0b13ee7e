/**
 * Colours counted on the field: "(for each) color among (or of) your opponent's Digimon and Tamers",
 * "(for each) color your Digimon have", "(for each) color Digimon and Tamers have" (both players'),
 * and the colours of the cards in a trash ("for each color in your opponent's trash").
 * Different colours are counted, not the cards.
 */
import type { CardFilter, Count } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

const WHOSE = "(your opponent's|their|your)";
const WHAT = "(Digimon and Tamers|Digimon or Tamers|Digimon|Tamers)";

function filterOf(what: string): CardFilter {
  if (/and|or/i.test(what)) return { anyOf: [{ category: "Digimon" }, { category: "Tamer" }] };
  return { category: /^Tamers/i.test(what) ? "Tamer" : "Digimon" };
}

export function fieldColors(c: Cursor): Count | null {
  return c.try((): Count | null => {
    // "for each color in your opponent's trash": the different colours of the cards there.
    const trash = c.re(`colou?rs? in ${WHOSE} trash`);
    if (trash)
      return {
        side: /opponent|their/i.test(trash[1]!) ? "opponent" : "you",
        filter: {},
        zone: "trash",
        colors: true,
      };
    const m =
      c.re(`colou?rs? (?:among|of) ${WHOSE} ${WHAT}`) ?? c.re(`colou?rs? ${WHOSE} ${WHAT} (?:have|has)`);
    // "color Digimon and Tamers have": every player's.
    const both = m ? null : c.re(`colou?rs? ${WHAT} (?:have|has)`);
    if (both) return { side: "any", filter: filterOf(both[1]!), colors: true };
    if (!m) return null;
    const side = /opponent|their/i.test(m[1]!) ? "opponent" : "you";
    return { side, filter: filterOf(m[2]!), colors: true };
  });
}
