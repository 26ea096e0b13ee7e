/**
 * Which abilities the recorded events trigger. Once triggered, an ability waits on its own,
 * whatever happens to its card (111.2a); Shield Triggers of broken shields wait the same way.
 */
import type { Triggered } from "../../engine/types.ts";
import { triggeredAbilities } from "../card-abilities.ts";
import type { DmEvent, DmSource } from "./events.ts";
import { type DmState, hasShieldTrigger } from "./state.ts";

export function collectTriggers(_s: DmState, events: DmEvent[]): Triggered[] {
  const out: Triggered[] = [];
  for (const e of events) {
    if (e.kind === "entered") out.push(...triggeredAbilities(e.card, "onEnter", e.player, e.moment));
    else if (e.kind === "destroyed")
      out.push(...triggeredAbilities(e.card, "onDestroyed", e.owner, e.moment));
    else if (e.kind === "shieldBroken" && hasShieldTrigger(e.card, e.castle)) {
      const source: DmSource = { kind: "shieldTrigger", card: e.card, castle: e.castle };
      const granted = e.card.def.shieldTrigger ? "" : ", given by the castle";
      out.push({
        key: `shield-trigger@${e.card.uid}`,
        moment: e.moment,
        player: e.player,
        card: e.card.code,
        name: e.card.def.name,
        label: `Shield Trigger${granted}`,
        source,
      });
    }
  }
  return out;
}
