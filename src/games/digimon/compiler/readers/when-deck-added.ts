/**
 * "When your effects add to decks": an effect of yours places cards in any deck from another
 * area, top or bottom (official Q&A). "When a card is returned from your trash to your deck":
 * a card of your trash is placed in your deck.
 */
import type { TriggerCondition } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

function deckAdded(c: Cursor): TriggerCondition | null {
  if (c.is("your effects add to decks")) return { on: "deckAdded", side: "any", byEffect: "you" };
  if (c.is("(?:a card is|cards are) returned from your trash to your deck"))
    return { on: "deckAdded", side: "you", fromTrash: true };
  return null;
}

export const DECK_ADDED_EVENTS = [deckAdded];
