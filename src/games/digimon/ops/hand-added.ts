/** Events that effects' processing records for "When an effect adds cards to your hand" triggers, and who placed digivolution cards. */
import type { OpScope } from "./scope.ts";
import { type CardInst, type PlayerId, top } from "../state/state.ts";
import { recordEvent } from "../state/events.ts";
import { effectOrigin } from "./primitives.ts";

/**
 * Cards were added to a player's hand by the current effect (drawing counts: 4-14-1, Q3832).
 * `byDigimon`: the effect is a Digimon's ("one of your Digimon's effects").
 */
export function emitHandAdded(sc: OpScope, player: PlayerId, n: number, fromTrash: CardInst[] = []): void {
  if (n <= 0) return;
  recordEvent(sc.ctx, {
    kind: "handAdded",
    player,
    byEffect: sc.me,
    byDigimon: isDigimonsEffect(sc),
    ...(fromTrash.length ? { fromTrash } : {}),
  });
}

/** The current effect is a Digimon's ("one of your Digimon's effects"). */
export function isDigimonsEffect(sc: OpScope): boolean {
  const host = sc.source?.host ?? (sc.self ? top(sc.self) : undefined);
  // A Tamer treated as a Digimon activates Digimon effects too (15-12-1-6).
  return host?.def.category === "Digimon" || effectOrigin(sc).alsoDigimon === true;
}

/** Who placed digivolution cards, for the sourcesPlaced event: the player, and whether a Digimon's effect did. */
export function placedBy(sc: OpScope): { byEffect: PlayerId; byDigimon?: true } {
  return { byEffect: sc.me, ...(isDigimonsEffect(sc) ? { byDigimon: true as const } : {}) };
}
