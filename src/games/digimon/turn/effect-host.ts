/**
 * The Digimon or Tamer a pending effect waits on, where the effect can activate: a [Breeding]
 * effect only while its Digimon is in the breeding area (15-14-4-1), any other field effect only
 * in the battle area (3-4-7-4). One that moved between them can't activate (15-4-4-3).
 */
import type { DigimonSource } from "../state/events.ts";
import { type DigimonState, type Permanent, cardName, findPermanent } from "../state/state.ts";
import { leftBattleReason } from "../state/new-card.ts";

export function effectHost(s: DigimonState, src: DigimonSource): Permanent | undefined {
  if (src.pid === undefined) return undefined;
  if (src.where !== "breeding") return findPermanent(s, src.pid);
  return s.order.flatMap((id) => s.players[id]!.breeding).find((p) => p.pid === src.pid);
}

/** Why the effect's Digimon is not where its effect can activate. */
export function hostGoneReason(s: DigimonState, src: DigimonSource): string {
  if (src.where === "breeding")
    return `${cardName(src.host)} is no longer in the breeding area, and its [Breeding] effect activates only there (15-14-4-1).`;
  return leftBattleReason(s, src.host);
}
