import type { CardDef } from "../model/index.ts";

type MainZone = "hand" | "trash" | "breeding";

/** A [Main] with the place icon of `zone` before it, or, without a zone, one with no place icon. */
const mainIn = (zone: MainZone | undefined) =>
  zone === undefined
    ? /(?<!\[(?:Hand|Trash|Breeding)\]\s*)\[Main\]/i
    : new RegExp(`\\[${zone}\\]\\s*\\[Main\\]`, "i");

/**
 * Whether a card prints a [Main] effect for `zone` that the compiler did not read (its text has
 * one, its abilities none). Without a zone: a [Main] with no place icon, the one that works from
 * the field; a [Hand] [Main] or [Trash] [Main] only works from there (15-14-2-1, 15-14-3-1).
 */
export function printsMain(def: CardDef, zone?: MainZone): boolean {
  const main = mainIn(zone).test((def.text ?? "").replace(/\[Security\][^]*$/i, ""));
  return main && !def.abilities.some((a) => a.timing === "main" && a.zone === zone);
}
