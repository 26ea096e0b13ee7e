/**
 * "trashing any 3 digivolution cards with the [Mineral]/[Rock] trait from your Digimon", "trashing
 * any 1 card with the [Mineral] or [Rock] trait from your Digimon's digivolution cards": the player
 * picks matching cards from under any of their Digimon, several Digimon at once if they like;
 * "... digivolution cards or link cards": their link cards too.
 */
import type { CardFilter, Op } from "../../model/index.ts";
import { type Cursor, NUMBER, toNumber } from "../text/cursor.ts";
import { cardSpec, postModifiers } from "./filters.ts";

export function trashSourcesFromYours(c: Cursor): Op[] | null {
  if (!c.is("trash(?:ing)?")) return null;
  let n: number;
  let cards: CardFilter | null;
  let under: boolean;
  let links = false;
  const m = c.re(`(?:any )?${NUMBER} digivolution cards?`);
  if (m) {
    n = toNumber(m[1]!);
    cards = {};
    postModifiers(c, cards);
    under = c.is("from your Digimon(?!')");
  } else {
    c.is("any");
    const spec = cardSpec(c);
    if (!spec || spec.upTo) return null;
    n = spec.count;
    cards = spec.filter;
    const m2 = c.re("from (?:any of )?your Digimon's digivolution cards( or link cards)?");
    under = m2 !== null;
    links = m2?.[1] !== undefined;
  }
  if (!cards || !under) return null;
  // "Option card", "Tamer card": that kind only; "Digimon card" as the older reading had it, any.
  const { category, ...rest } = cards;
  const filter = category && category !== "Digimon" ? { ...rest, category } : rest;
  return [
    {
      op: "trashAnySources",
      n,
      target: { side: "you", count: "all", filter: { category: "Digimon" } },
      ...(Object.keys(filter).length ? { cards: filter } : {}),
      ...(links ? { links: true as const } : {}),
    },
  ];
}
