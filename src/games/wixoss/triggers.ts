/**
 * Which trigger abilities the recorded events trigger. A trigger ability that triggers in the
 * middle of an effect waits until the effect is over, and rule processing comes first (TA-3).
 * Observer abilities ("when an opponent's SIGNI is banished") watch from the field as it is
 * after the event; SIGNI banished at the same moment still see each other go.
 */
import type { Triggered } from "../../engine/types.ts";
import { triggeredAbility, watchesSide } from "../observer-triggers.ts";
import type { WxAbility, WxTrigger } from "./cards.ts";
import type { WxEvent, WxSource } from "./events.ts";
import { type CardInst, type PlayerId, type WxState, opponentOf } from "./state.ts";

function pending(
  card: CardInst,
  ab: WxAbility,
  player: PlayerId,
  moment: number,
  sid?: number,
  subject?: number,
): Triggered {
  const source: WxSource = {
    kind: "ability",
    abilityId: ab.id,
    card,
    controller: player,
    ...(sid !== undefined ? { sid } : {}),
  };
  return triggeredAbility(card, ab, player, moment, source, subject);
}

function own(
  card: CardInst,
  trigger: WxTrigger,
  player: PlayerId,
  moment: number,
  sid?: number,
): Triggered[] {
  return card.def.abilities
    .filter((a) => a.trigger === trigger)
    .map((a) => pending(card, a, player, moment, sid));
}

function watches(s: WxState, ab: WxAbility, watcher: PlayerId, subject: PlayerId): boolean {
  return watchesSide(ab.watch?.side, watcher, subject, opponentOf(s, watcher));
}

export function collectTriggers(s: WxState, events: WxEvent[]): Triggered[] {
  const out: Triggered[] = [];
  for (const e of events) {
    switch (e.kind) {
      case "played":
        out.push(...own(e.card, "onPlay", e.player, e.moment, e.sid));
        break;
      case "attacked":
        out.push(...own(e.card, "onAttack", e.player, e.moment, e.sid));
        break;
      case "banished": {
        out.push(...own(e.card, "onBanished", e.player, e.moment));
        for (const d of events)
          if (d.kind === "banished" && d.moment === e.moment)
            for (const ab of d.card.def.abilities.filter((a) => a.trigger === "anyBanished"))
              if ((d.card !== e.card || !ab.watch?.other) && watches(s, ab, d.player, e.player))
                out.push(pending(d.card, ab, d.player, e.moment, undefined, e.card.uid));
        for (const p of s.order)
          for (const x of s.players[p]!.signi)
            for (const ab of x.card.def.abilities.filter((a) => a.trigger === "anyBanished"))
              if (watches(s, ab, p, e.player)) out.push(pending(x.card, ab, p, e.moment, x.sid, e.card.uid));
        break;
      }
      case "turnEnd":
      case "turnStart":
      case "attackPhase": {
        const trigger: WxTrigger = e.kind;
        const ps = s.players[e.player]!;
        for (const x of ps.signi) out.push(...own(x.card, trigger, e.player, e.moment, x.sid));
        for (const c of ps.lrig.slice(0, 1)) out.push(...own(c, trigger, e.player, e.moment));
        break;
      }
      case "crushed":
        if (e.card.def.lifeBurst) {
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
        break;
    }
  }
  return out;
}
