/**
 * "deleting this Digimon that has a digivolution card with [X] in one of its traits", "returning
 * this Digimon with [X] in one of its traits to the bottom of the deck": what the words ask of
 * this Digimon, read right after it (nothing when they ask nothing).
 */
import type { CardFilter } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { postModifiers } from "./filters.ts";

export function thisFilter(c: Cursor): { filter?: CardFilter } {
  const f: CardFilter = {};
  postModifiers(c, f);
  return Object.keys(f).length ? { filter: f } : {};
}
