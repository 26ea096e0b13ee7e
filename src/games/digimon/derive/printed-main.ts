import type { CardDef } from "../model/index.ts";

export type MainZone = "hand" | "trash" | "breeding";

/**
 * A [Main] icon with the place icon of `zone` before it, or, without a zone, one with no place
 * icon; not a mention of one ("activate this card's [Main] effect", as [Security] texts say).
 */
const mainIn = (zone: MainZone | undefined) =>
  zone === undefined
    ? /(?<!\[(?:Hand|Trash|Breeding)\]\s*)\[Main\](?!\s*effects?\b)/i
    : new RegExp(`\\[${zone}\\]\\s*\\[Main\\](?!\\s*effects?\\b)`, "i");

/** Whether a card's text prints a [Main] effect for `zone` (see `mainIn`). */
export const hasMainIcon = (text: string, zone?: MainZone): boolean => mainIn(zone).test(text);

/**
 * Whether a card prints a [Main] effect for `zone` that the compiler did not read (its text has
 * one, its abilities none). Without a zone: a [Main] with no place icon, the one that works from
 * the field; a [Hand] [Main] or [Trash] [Main] only works from there (15-14-2-1, 15-14-3-1).
 */
export function printsMain(def: CardDef, zone?: MainZone): boolean {
  const main = hasMainIcon(def.text ?? "", zone);
  return main && !def.abilities.some((a) => a.timing === "main" && a.zone === zone);
}
