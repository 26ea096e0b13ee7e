/**
 * Inline cards compiled once per text: a /resolve reply resolves the same board several times
 * (its own edition, the others for the comparison, the explorer's replays), and compiling the
 * inline cards' texts each time was a quarter of that work. The compiled cards are shared as the
 * card store's compiled cards are (nothing changes a card's definition while resolving).
 */
import { type InlineCard, parseInlineCards } from "./inline-cards.ts";

/** Texts kept, least recently used leaving first. */
const KEPT = 16;
const compiled = new Map<string, InlineCard[]>();

/** parseInlineCards, from the cache when this text was compiled lately; bad input throws as it does. */
export function inlineCards(text: string): InlineCard[] {
  const hit = compiled.get(text);
  if (hit) {
    compiled.delete(text);
    compiled.set(text, hit);
    return hit;
  }
  const cards = parseInlineCards(text);
  compiled.set(text, cards);
  if (compiled.size > KEPT) compiled.delete(compiled.keys().next().value!);
  return cards;
}
