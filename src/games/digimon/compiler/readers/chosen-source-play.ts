/**
 * A digivolution card of one of your Digimon played as another Digimon, in older wordings:
 * "Choose a Digimon digivolution card placed under 1 of your Digimon and play it as another
 * Digimon without paying its memory cost.", "play 1 level 4 or lower digivolution card of 1 of
 * your Digimon cards as another Digimon without paying its memory cost." Only a Digimon card
 * can be played as a Digimon, so the filter says so.
 */
import type { CardFilter, Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

const FREE = "without paying (?:the|its|its memory) costs?";

/** "a Digimon", "1 level 4 or lower": the one card's qualities. */
function oneCard(c: Cursor, digimonWord: boolean): CardFilter | null {
  if (!c.is("(?:a|1|one)\\b")) return null;
  const filter: CardFilter = { category: "Digimon" };
  const lv = c.re("level (\\d+)( or (?:lower|less))?");
  if (lv) {
    if (lv[2]) filter.maxLevel = Number(lv[1]);
    else filter.level = Number(lv[1]);
  }
  if (digimonWord) c.is("Digimon");
  return c.is("digivolution card") ? filter : null;
}

export function chosenSourcePlay(c: Cursor): Op[] | null {
  const chosen = c.is("choose");
  if (!chosen && !c.is("play")) return null;
  const filter = oneCard(c, chosen);
  if (!filter) return null;
  if (!c.is(chosen ? "placed under (?:1|one) of your Digimon" : "of (?:1|one) of your Digimon(?: cards)?"))
    return null;
  if (chosen && !c.is("and play it")) return null;
  if (!c.is(`as another Digimon ${FREE}`)) return null;
  return [{ op: "playFrom", from: "sources", filter, free: true, sourcesOf: { category: "Digimon" } }];
}
