/**
 * Cards added to a deck or a hand: "When your effects add to decks" (an effect of yours places
 * cards in any deck from another area, top or bottom; official Q&A), "When a card is returned from
 * your trash to your deck", "When a red card returns from your trash to the hand".
 */
import type { TriggerCondition } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { filterPhrase } from "./filters.ts";

function deckAdded(c: Cursor): TriggerCondition | null {
  if (c.is("your effects add to decks")) return { on: "deckAdded", side: "any", byEffect: "you" };
  if (c.is("(?:a card is|cards are) returned from your trash to your deck"))
    return { on: "deckAdded", side: "you", fromTrash: true };
  return null;
}

/** "a red card returns from your trash to the hand": only a card that fits, from the trash. */
function trashToHand(c: Cursor): TriggerCondition | null {
  return c.try(() => {
    if (!c.re("(?:an?|1)(?=\\s)")) return null;
    const card = filterPhrase(c, false);
    if (!card || !c.is("returns? from your trash to (?:the|your) hand")) return null;
    return { on: "handAdded", side: "you", fromTrash: card };
  });
}

export const CARDS_ADDED_EVENTS = [deckAdded, trashToHand];
