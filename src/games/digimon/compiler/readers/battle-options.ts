/**
 * Option cards in the battle area (4-28-1): "By trashing 1 of your Option cards in the battle
 * area, ...", "Place 1 Option card with the [Device] trait from your hand in the battle area."
 */
import type { CardFilter, Op, Side } from "../../model/index.ts";
import { type Cursor, NUMBER, toNumber } from "../text/cursor.ts";
import { filterPhrase } from "./filters.ts";

/** The filter without the category every Option card has. */
function optionFilter(f: CardFilter): { filter?: CardFilter } | null {
  if (f.category !== "Option") return null;
  const { category: _, ...rest } = f;
  return Object.keys(rest).length ? { filter: rest } : {};
}

/**
 * "trash 1 of your Option cards in the battle area", "... of their ...", "... in your opponent's
 * battle area"; "1 Option card in the battle area" names no player: either player's.
 */
export function trashBattleOptions(c: Cursor): Op[] | null {
  const m = c.re(`trash(?:ing)? ${NUMBER}(?: of (your opponent's|your|their))?`);
  if (!m) return null;
  const at = c.i;
  const f = filterPhrase(c, false);
  if (!f) return null;
  // "in the battle area" may have been read with the card's words.
  const read = c.s.slice(at, c.i);
  const area = /\bbattle area\b/i.test(read)
    ? /\bin (?:the|your) battle area\b/i.exec(read)?.[0]
    : c.re("in (?:the|your|your opponent's|their) battle area")?.[0];
  const kind = area ? optionFilter(f) : null;
  if (!kind || !area) return null;
  const whose = (m[2] ?? "").toLowerCase();
  const place = area.toLowerCase();
  const side: Side =
    whose === "your opponent's" || whose === "their" || /opponent's|their/.test(place)
      ? "opponent"
      : whose === "your" || place.includes("your")
        ? "you"
        : "any";
  return [{ op: "trashBattleOptions", n: toNumber(m[1]!), side, ...kind }];
}

export function placeOptionInBattle(c: Cursor): Op[] | null {
  if (!c.is("plac(?:e|ing) (?:1|one|an?)")) return null;
  const f = filterPhrase(c, false);
  const kind = f && optionFilter(f);
  const from = kind && c.re("from your (hand or trash|hand|trash)");
  if (!kind || !from || !c.is("(?:in|into) (?:the|your) battle area")) return null;
  const w = from[1]!.toLowerCase();
  return [
    {
      op: "placeOptionInBattle",
      from: w === "hand" ? "hand" : w === "trash" ? "trash" : "handOrTrash",
      ...kind,
    },
  ];
}
