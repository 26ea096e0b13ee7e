/** Events that effects' processing records for "When an effect adds cards to your hand" triggers. */
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
  const host = sc.source?.host ?? (sc.self ? top(sc.self) : undefined);
  recordEvent(sc.ctx, {
    kind: "handAdded",
    player,
    byEffect: sc.me,
    // A Tamer treated as a Digimon activates Digimon effects too (15-12-1-6).
    byDigimon: host?.def.category === "Digimon" || effectOrigin(sc).alsoDigimon === true,
    ...(fromTrash.length ? { fromTrash } : {}),
  });
}
