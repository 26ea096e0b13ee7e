/**
 * Which trigger abilities the recorded events trigger. A trigger ability that triggers in the
 * middle of an effect waits until the effect is over, and rule processing comes first (TA-3).
 */
import type { Triggered } from "../../engine/types.ts";
import { triggeredAbilities } from "../card-abilities.ts";
import type { WxEvent, WxSource } from "./events.ts";
import type { WxState } from "./state.ts";

export function collectTriggers(_s: WxState, events: WxEvent[]): Triggered[] {
  const out: Triggered[] = [];
  for (const e of events) {
    if (e.kind === "played") out.push(...triggeredAbilities(e.card, "onPlay", e.player, e.moment));
    else if (e.kind === "banished") out.push(...triggeredAbilities(e.card, "onBanished", e.player, e.moment));
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
