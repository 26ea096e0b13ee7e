/**
 * "..., play it without battling and without paying the cost" after "When your security is
 * checked": the revealed card is played from no area (13-1-6). A played card is no Security
 * Digimon any more, so the attack skips the battle with it (13-1-8-3-2; turn/attack.ts).
 */
import type { Op } from "../model/index.ts";
import { checkedCard } from "../derive/index.ts";
import { cardName, permName } from "../state/state.ts";
import { placeOnField, playByEffectBlocker } from "./primitives.ts";
import type { OpScope } from "./scope.ts";

export function runPlayChecked(sc: OpScope, _op: Extract<Op, { op: "playChecked" }>): string[] {
  const card = checkedCard(sc.s);
  if (!card) return ["no card revealed by a security check is waiting to be placed, so nothing is played"];
  if (card.def.category !== "Digimon" && card.def.category !== "Tamer")
    return [`${cardName(card)} is not a Digimon or Tamer card, so it can't be played`];
  const blocker = playByEffectBlocker(sc.s);
  if (blocker) return [`${cardName(card)} cannot be played: ${permName(blocker)} forbids playing by effects`];
  (sc.played ??= []).push(placeOnField(sc.s, sc.ctx, card, card.owner, true));
  return [
    `${cardName(card)}, the card the security check revealed, is played without paying its cost, so it does not battle (13-1-8-3-2)`,
  ];
}
