/**
 * The sentences after "Reveal the top card of your deck." that speak of that one card: "Add it
 * to your hand if it's a green Digimon card.", "If that card has the [X] trait, add it to your
 * hand.", "Otherwise, place it at the bottom of your deck." With one card revealed, "add it if it
 * matches" is a pick of up to one matching card, and "otherwise" is where the rest goes. A card
 * revealed from the hand ("If it's yellow, place it on top of your security stack face down. If
 * it's not, return it to the hand.") is placed when it matches, else it stays.
 */
import type { CardFilter, Color, RevealPick } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { NAMES, cardSpec, filterPhrase, names } from "./filters.ts";

const ADD_IT = "add it to (?:your|the|its owner's) hand";
const PLAY_IT = "play it without paying (?:its|the)(?: memory)? cost";
const TO_SECURITY = "place it on top of your security stack face down";

/** "a green Digimon card", "a Digimon card", "a black card": what "it" must be. */
function what(c: Cursor): CardFilter | null {
  return c.try(() => {
    const spec = cardSpec(c);
    return spec && spec.count === 1 && !spec.upTo ? spec.filter : null;
  });
}

/** "has the [X] or [X] trait" / "is a Digimon card" / "'s a black card". */
function itIs(c: Cursor): CardFilter | null {
  return c.try(() => {
    const m = c.re(`has (?:the |an? )?(${NAMES}) traits?`);
    if (m) return { traits: names(m[1]!) };
    if (!c.is("is|'s|’s")) return null;
    // "If it's yellow": a colour alone, which a card of several colours has if it is among them.
    const colour = c.re("(red|blue|yellow|green|black|purple|white)(?=\\s*,)");
    if (colour)
      return { colors: [(colour[1]![0]!.toUpperCase() + colour[1]!.slice(1).toLowerCase()) as Color] };
    return what(c) ?? filterPhrase(c, false);
  });
}

/** One sentence about the single revealed card, or null. */
export function revealOnePart(c: Cursor): { picks?: RevealPick[]; rest?: "deckBottom" | "hand" } | null {
  return c.try(() => {
    if (c.is(`otherwise,? (?:place|return) it (?:at|to) the bottom of (?:your|the|its owner's) deck`))
      return c.atEnd() ? { rest: "deckBottom" as const } : null;
    // A card revealed from the hand: "If it's not, return it to the hand."
    if (c.is(`(?:if it(?:'s| is|’s) not|otherwise),? return it to (?:your|the) hand`))
      return c.atEnd() ? { rest: "hand" as const } : null;
    let filter: CardFilter | null = null;
    let to: RevealPick["to"] = "hand";
    if (c.is(ADD_IT)) {
      if (!c.is("if it")) return null;
      filter = itIs(c);
    } else if (c.is("if (?:it|that card)")) {
      filter = itIs(c);
      if (filter && c.is(`,\\s*${TO_SECURITY}`)) to = "securityTop";
      else if (filter && c.peek(`,\\s*(?:you may )?${PLAY_IT}`)) {
        // "If it's a black Digimon card ..., you may play it without paying its memory cost."
        const may = c.re(`,\\s*(you may )?${PLAY_IT}`)!;
        return c.atEnd()
          ? { picks: [{ count: 1, filter, to: "play", ...(may[1] ? { optional: true } : {}) }] }
          : null;
      } else if (!filter || !c.is(`,\\s*${ADD_IT}`)) return null;
    }
    if (!filter || !c.atEnd()) return null;
    return { picks: [{ count: 1, filter, to }] };
  });
}
