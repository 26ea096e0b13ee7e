/**
 * Colours counted on the field: "(for each) color among (or of) your opponent's Digimon and Tamers",
 * "(for each) color your Digimon have". Different colours are counted, not the cards.
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
    const m =
      c.re(`colou?rs? (?:among|of) ${WHOSE} ${WHAT}`) ?? c.re(`colou?rs? ${WHOSE} ${WHAT} (?:have|has)`);
    if (!m) return null;
    const side = /opponent|their/i.test(m[1]!) ? "opponent" : "you";
    return { side, filter: filterOf(m[2]!), colors: true };
  });
}
