/**
 * Which abilities the recorded events trigger. Once triggered, an ability waits on its own,
 * whatever happens to its card (111.2a); Shield Triggers of broken shields wait the same way.
 */
import type { Triggered } from "../../engine/types.ts";
import type { DmEvent, DmSource } from "./events.ts";
import { type CardInst, type DmState, hasShieldTrigger } from "./state.ts";

function ability(
  card: CardInst,
  trigger: "onEnter" | "onDestroyed",
  player: string,
  moment: number,
): Triggered[] {
  return card.def.abilities
    .filter((a) => a.trigger === trigger)
    .map((a) => {
      const source: DmSource = { kind: "ability", abilityId: a.id, card, controller: player };
      return {
        key: `${a.id}@${card.uid}`,
        moment,
        player,
        card: card.code,
        name: card.def.name,
        label: a.label,
        source,
      };
    });
}

export function collectTriggers(_s: DmState, events: DmEvent[]): Triggered[] {
  const out: Triggered[] = [];
  for (const e of events) {
    if (e.kind === "entered") out.push(...ability(e.card, "onEnter", e.player, e.moment));
    else if (e.kind === "destroyed") out.push(...ability(e.card, "onDestroyed", e.owner, e.moment));
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
