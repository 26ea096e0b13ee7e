/**
 * "That card" of "When your security is checked": the card the security check in progress
 * revealed, while it is still in no area (13-1-6). Once something puts it in an area (played,
 * added to the hand, trashed) it is a new card the effect no longer finds.
 */
import { type CardInst, type DigimonState, locate } from "../state/state.ts";

export function checkedCard(s: DigimonState): CardInst | undefined {
  const card = s.attack?.checked;
  if (!card || locate(s, card.uid)) return undefined;
  const linked = s.order.some((id) =>
    [...s.players[id]!.battle, ...s.players[id]!.breeding].some((p) => p.links?.includes(card)),
  );
  return linked ? undefined : card;
}
