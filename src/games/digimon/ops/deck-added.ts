/** Events for "When your effects add to decks" and "When a card is returned from your trash to your deck". */
import type { OpScope } from "./scope.ts";
import type { CardInst } from "../state/state.ts";
import { recordEvent } from "../state/events.ts";

/**
 * The current effect placed `cards` in their owners' decks from another area, top or bottom
 * (official Q&A: cards revealed from the deck and returned there are not added). `fromTrash`:
 * those of them that came from a trash. A Digi-Egg card sent to the Digi-Egg deck instead is not
 * among them.
 */
export function emitDeckAdded(sc: OpScope, cards: CardInst[], fromTrash: CardInst[] = []): void {
  for (const owner of new Set(cards.map((c) => c.owner))) {
    const mine = cards.filter((c) => c.owner === owner);
    const trashed = fromTrash.filter((c) => mine.includes(c));
    recordEvent(sc.ctx, {
      kind: "deckAdded",
      player: owner,
      byEffect: sc.me,
      cards: mine,
      ...(trashed.length ? { fromTrash: trashed } : {}),
    });
  }
}
