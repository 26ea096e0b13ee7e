/**
 * Which trigger abilities the recorded events trigger. A trigger ability that triggers in the
 * middle of an effect waits until the effect is over, and rule processing comes first (TA-3).
 */
import type { Triggered } from "../../engine/types.ts";
import type { WxEvent, WxSource } from "./events.ts";
import type { CardInst, WxState } from "./state.ts";

function abilities(
  card: CardInst,
  trigger: "onPlay" | "onBanished",
  player: string,
  moment: number,
): Triggered[] {
  return card.def.abilities
    .filter((a) => a.trigger === trigger)
    .map((a) => {
      const source: WxSource = { kind: "ability", abilityId: a.id, card, controller: player };
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

export function collectTriggers(_s: WxState, events: WxEvent[]): Triggered[] {
  const out: Triggered[] = [];
  for (const e of events) {
    if (e.kind === "played") out.push(...abilities(e.card, "onPlay", e.player, e.moment));
    else if (e.kind === "banished") out.push(...abilities(e.card, "onBanished", e.player, e.moment));
    else if (e.kind === "crushed" && e.card.def.lifeBurst) {
      const source: WxSource = { kind: "lifeBurst", card: e.card };
      out.push({
        key: `life-burst@${e.card.uid}`,
        moment: e.moment,
        player: e.player,
        card: e.card.code,
        name: e.card.def.name,
        label: "Life Burst",
        source,
      });
    }
  }
  return out;
}
