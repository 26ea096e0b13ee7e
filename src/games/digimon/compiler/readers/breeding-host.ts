/**
 * "your [King Drasil_7D6] in the breeding area", "one of your [X] in the breeding area", "the [X]
 * in your breeding area": the Digimon in your breeding area that an effect names, the only place
 * it may then choose from (3-4-7-5).
 */
import type { FieldTarget } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { filterPhrase } from "./filters.ts";

export function breedingHost(c: Cursor): FieldTarget | null {
  return c.try((): FieldTarget | null => {
    if (!c.is("(?:(?:any|one|1) of your|your|the)")) return null;
    const filter = filterPhrase(c, true);
    if (!filter || !c.is("in (?:the|your) breeding area")) return null;
    if (filter.category && filter.category !== "Digimon") return null;
    return { side: "you", count: 1, filter: { ...filter, category: "Digimon", inBreeding: true } };
  });
}
