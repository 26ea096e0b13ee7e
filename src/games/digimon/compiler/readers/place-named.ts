/**
 * "you may place 1 [Trial of the Four Great Dragons] from your hand in your battle area": a card
 * named by name only, placed in the battle area without being played (4-28-1). Only an Option
 * card is placed so; the engine says so plainly if the named card turns out to be another kind.
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { NAMES, names } from "./filters.ts";

export function placeNamedInBattle(c: Cursor): Op[] | null {
  const m = c.re(
    `plac(?:e|ing) (?:1|one|an?) (${NAMES}) from your (hand or trash|hand|trash) (?:in|into) (?:the|your) battle area`,
  );
  if (!m) return null;
  const w = m[2]!.toLowerCase();
  return [
    {
      op: "placeOptionInBattle",
      from: w === "hand" ? "hand" : w === "trash" ? "trash" : "handOrTrash",
      filter: { nameIs: names(m[1]!) },
    },
  ];
}
