/** Words for a card that moved and so is a new card (3-1-3-1, 15-4-4-3). */
import { type CardInst, type DigimonState, cardName, locate, permName } from "./state.ts";

/** Why a pending effect of a card that left the battle area can't activate; it may be back there as a new card (15-4-4-3). */
export function leftBattleReason(s: DigimonState, card: CardInst): string {
  const at = locate(s, card.uid);
  // <Mind Link> and the like: it is a card in another's stack now, not a Digimon or Tamer.
  if (at?.perm && at.perm.stack[0] !== card)
    return `${cardName(card)} is no longer a card on the field by itself (it is one of ${permName(at.perm)}'s digivolution cards now), so its effect can't activate.`;
  if (at?.area === "battle")
    return `${cardName(card)} left the battle area and is back there as a new card, so its effect can't activate.`;
  return `${cardName(card)} is no longer in the battle area${at ? ` (it is in the ${at.area} now)` : ""}, so its effect can't activate.`;
}
