/**
 * Where else DigiXros cards may come from (7-2 places them from the hand and battle area):
 *   When you would play a Digimon card with a DigiXros requirement, by suspending this Tamer, you
 *     may place cards from under your Tamers as digivolution cards for a DigiXros.
 *   When any of your [Composite]/[Twilight] trait Digimon cards with DigiXros requirements would be
 *     played, by suspending this Tamer, 1 card under your Tamers and 1 card in your trash can also
 *     be placed for their DigiXros.
 *   When you would play this card, you can also place cards from your trash in digivolution cards
 *     for a DigiXros.
 *   Cards from your trash may also be placed for this card's DigiXros.
 */
import type { CardFilter, Grant } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { cardSpec } from "./filters.ts";

type From = { tamers?: number | "any"; trash?: number | "any" };

function amount(n: string | undefined): number | "any" {
  return n ? Number(n) : "any";
}

/** "cards from under (one of) your Tamers", "1 card under your Tamers and 1 card in your trash". */
function sources(c: Cursor): From | null {
  const from: From = {};
  for (;;) {
    const m = c.re(
      "(?:(\\d+) cards?|cards) (?:(from under|under) (?:one of )?your Tamers|(?:from|in) your trash)",
    );
    if (!m) break;
    if (m[2]) from.tamers = amount(m[1]);
    else from.trash = amount(m[1]);
    if (!c.is("and")) break;
  }
  return from.tamers !== undefined || from.trash !== undefined ? from : null;
}

export function xrosSources(c: Cursor): Grant[] | null {
  return c.try((): Grant[] | null => {
    let played: "this" | CardFilter | null = null;
    let single = false;
    if (c.is("when you would play this card,")) played = "this";
    else if (c.is("when you (?:would )?play (?:1|a) Digimon(?: card)?")) {
      // One card: not when an effect plays several at the same time (official Q&A on such Tamers).
      single = true;
      const trait = c.re("with the (\\[[^\\]]+\\](?: or \\[[^\\]]+\\])*) trait");
      played = trait ? { traits: [...trait[1]!.matchAll(/\[([^\]]+)\]/g)].map((x) => x[1]!) } : {};
      if (!c.is("with (?:a )?DigiXros requirements?,")) return null;
    } else if (c.is("when any of your")) {
      const spec = cardSpec(c);
      // The filter may have taken "with DigiXros requirements" in already.
      if (!spec || !c.is("(?:with DigiXros requirements )?would be played,")) return null;
      played = spec.filter;
    }
    const suspend = c.is("by suspending this Tamer,");
    let from: From | null;
    if (c.is("you (?:may|can)(?: also)? place")) {
      from = sources(c);
      if (!from || !c.is("(?:as|in) digivolution cards for a DigiXros")) return null;
    } else {
      from = sources(c);
      if (!from) return null;
      // "Cards from your trash may also be placed for this card's DigiXros": the card's own text.
      if (played === null && !suspend && c.is("(?:may|can) also be placed for this card's DigiXros"))
        played = "this";
      else if (!c.is("can also be placed for (?:their|a|its) DigiXros")) return null;
    }
    if (played === null) return null;
    c.re("\\.");
    if (!c.atEnd()) return null;
    const { category: _, ...filter } = played === "this" ? { category: undefined } : played;
    return [
      {
        xrosFrom: {
          ...from,
          ...(played === "this" ? { self: true as const } : { played: filter }),
          ...(suspend ? { suspendThis: true as const } : {}),
          ...(single ? { single: true as const } : {}),
        },
      },
    ];
  });
}
