/**
 * "this Digimon may digivolve into that card", "play 1 of them": the cards the trigger's event
 * moved that its condition names (events.ts `eventCards`), still where the event left them. A card
 * moved again since is a new card (15-4-4-3), no longer the one the effect speaks of.
 */
import type { CardInst } from "../state/state.ts";
import type { OpScope } from "./scope.ts";

export function isTriggerCard(sc: OpScope, card: CardInst): boolean {
  return sc.source?.eventCards?.some((x) => x.card.uid === card.uid && x.epoch === card.epoch) === true;
}
