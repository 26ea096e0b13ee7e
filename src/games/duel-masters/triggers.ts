/**
 * Which abilities the recorded events trigger. Once triggered, an ability waits on its own,
 * whatever happens to its card (111.2a); Shield Triggers of broken shields wait the same way.
 * Observer abilities ("whenever a creature is destroyed", "whenever another creature is put
 * into the battle zone") watch from the battle zone as it is after the event; a destroyed
 * creature also sees its own destruction when its ability watches "a creature" (look back).
 */
import type { Triggered } from "../../engine/types.ts";
import { triggeredAbility, watchesSide } from "../observer-triggers.ts";
import type { DmAbility, DmTrigger } from "./cards.ts";
import type { DmEvent, DmSource } from "./events.ts";
import { holds, reaches } from "./power.ts";
import { survivorsSharing } from "./survivors.ts";
import {
  type BzObject,
  type CardInst,
  type DmState,
  type PlayerId,
  allObjects,
  controllerOf,
  findObject,
  gearsOn,
  hasShieldTrigger,
  isCrossGear,
  isCreature,
  opponentOf,
  top,
} from "./state.ts";

function pending(
  card: CardInst,
  ab: DmAbility,
  player: PlayerId,
  moment: number,
  oid?: number,
  subject?: number,
): Triggered {
  const source: DmSource = {
    kind: "ability",
    abilityId: ab.id,
    card,
    controller: player,
    ...(oid !== undefined ? { oid } : {}),
  };
  return triggeredAbility(card, ab, player, moment, source, subject);
}

function own(s: DmState, o: BzObject, trigger: DmTrigger, player: PlayerId, moment: number): Triggered[] {
  const card = top(o);
  return [
    ...card.def.abilities
      .filter((a) => a.trigger === trigger && !a.ofCrossed && !a.shared)
      .map((a) => pending(card, a, player, moment, o.oid)),
    ...shared(s, o, trigger, player, moment),
  ];
}

/** The Survivor abilities `o` has from every Survivor of its controller (its own included); they act from `o`. */
function shared(s: DmState, o: BzObject, trigger: DmTrigger, player: PlayerId, moment: number): Triggered[] {
  return survivorsSharing(s, o).flatMap((x) =>
    top(x)
      .def.abilities.filter((a) => a.trigger === trigger && a.shared)
      .map((a) => pending(top(x), a, player, moment, o.oid)),
  );
}

/**
 * A Cross Gear's abilities about its crossed creature ("whenever the crossed creature attacks"):
 * "it" in them is that creature, so they act from it (`creature`; none once it has left).
 */
function ofCrossed(
  s: DmState,
  gears: BzObject[],
  trigger: DmTrigger,
  moment: number,
  creature?: number,
): Triggered[] {
  return gears.flatMap((g) =>
    top(g)
      .def.abilities.filter((a) => a.trigger === trigger && a.ofCrossed)
      .map((a) => pending(top(g), a, controllerOf(s, g), moment, creature)),
  );
}

/** The creatures of the battle zone with an observer ability of this kind, with their controllers. */
function watchers(s: DmState, trigger: DmTrigger): { o: BzObject; player: PlayerId; ab: DmAbility }[] {
  return s.order.flatMap((player) =>
    s.players[player]!.battle.filter(isCreature).flatMap((o) =>
      top(o)
        .def.abilities.filter((a) => a.trigger === trigger)
        .map((ab) => ({ o, player, ab })),
    ),
  );
}

function watches(s: DmState, ab: DmAbility, watcher: PlayerId, subject: PlayerId): boolean {
  return watchesSide(ab.watch?.side, watcher, subject, opponentOf(s, watcher));
}

/** Events about one creature, and the trigger of that creature's own abilities they fire. */
const OWN_TRIGGERS: Record<
  "attacks" | "attacked" | "silentSkill" | "blocks" | "blocked" | "unblocked" | "wonBattle" | "tapAbility",
  DmTrigger
> = {
  attacks: "onAttack",
  attacked: "onAttacked",
  silentSkill: "silentSkill",
  blocks: "onBlock",
  blocked: "onBlocked",
  unblocked: "onUnblocked",
  wonBattle: "onWinBattle",
  tapAbility: "tap",
};

type OwnEvent = Extract<DmEvent, { kind: keyof typeof OWN_TRIGGERS }>;

/** The abilities of the creature an event is about ("whenever this creature attacks"...). */
function ownAbilities(s: DmState, e: OwnEvent): Triggered[] {
  const trigger = OWN_TRIGGERS[e.kind];
  const o = s.players[e.player]!.battle.find((x) => x.cards.includes(e.card));
  const abilities = e.card.def.abilities.filter((a) => a.trigger === trigger && !a.ofCrossed && !a.shared);
  const gears = o ? ofCrossed(s, gearsOn(s, o), trigger, e.moment, o.oid) : [];
  const survivors = o ? shared(s, o, trigger, e.player, e.moment) : [];
  return [...abilities.map((a) => pending(e.card, a, e.player, e.moment, o?.oid)), ...gears, ...survivors];
}

/** Observers of attacks: "whenever one of your fire creatures attacks". */
function attackWatchers(s: DmState, e: Extract<DmEvent, { kind: "attacks" }>): Triggered[] {
  const attacker = s.players[e.player]!.battle.find((x) => x.cards.includes(e.card));
  if (!attacker) return [];
  return watchers(s, "anyAttacks")
    .filter((w) => {
      if (!watches(s, w.ab, w.player, e.player)) return false;
      const kind = w.ab.watch?.kind;
      return kind ? reaches(s, w.o, kind, attacker) : !(w.ab.watch?.other && w.o === attacker);
    })
    .map((w) => pending(top(w.o), w.ab, w.player, e.moment, w.o.oid, e.card.uid));
}

/** An ability that exists only under a condition (Wave Striker) triggers only while it holds. */
function present(s: DmState, t: Triggered): boolean {
  const src = t.source as DmSource;
  if (src.kind !== "ability") return true;
  const ab = src.card.def.abilities.find((a) => a.id === src.abilityId);
  if (!ab?.when) return true;
  const o = src.oid === undefined ? undefined : findObject(s, src.oid);
  return o !== undefined && holds(s, o, ab.when);
}

export function collectTriggers(s: DmState, events: DmEvent[]): Triggered[] {
  const out: Triggered[] = [];
  const objectOf = (oid: number) => s.order.flatMap((p) => s.players[p]!.battle).find((o) => o.oid === oid);
  for (const e of events) {
    switch (e.kind) {
      case "entered": {
        const o = objectOf(e.oid);
        if (o) out.push(...own(s, o, "onEnter", e.player, e.moment));
        else
          out.push(
            ...e.card.def.abilities
              .filter((a) => a.trigger === "onEnter")
              .map((a) => pending(e.card, a, e.player, e.moment)),
          );
        for (const w of watchers(s, "anyEnters")) {
          const kind = w.ab.watch?.kind;
          // It watches from the battle zone as it is after the event, so it sees itself come in unless "another".
          if ((w.ab.watch?.other && w.o.oid === e.oid) || !watches(s, w.ab, w.player, e.player)) continue;
          if (kind && !(o && reaches(s, w.o, kind, o))) continue;
          out.push(pending(top(w.o), w.ab, w.player, e.moment, w.o.oid, e.card.uid));
        }
        break;
      }
      case "cast":
      case "summoned":
      case "shieldTriggerUsed": {
        const trigger: DmTrigger =
          e.kind === "cast" ? "anyCast" : e.kind === "summoned" ? "anySummon" : "anyShieldTrigger";
        for (const w of watchers(s, trigger)) {
          const civs = w.ab.watch?.kind?.civilizations;
          if (!watches(s, w.ab, w.player, e.player)) continue;
          if (civs && !e.card.def.civilizations.some((c) => civs.includes(c))) continue;
          out.push(pending(top(w.o), w.ab, w.player, e.moment, w.o.oid, e.card.uid));
        }
        break;
      }
      case "destroyed": {
        const controller = e.controller ?? e.owner;
        out.push(
          ...e.card.def.abilities
            .filter((a) => a.trigger === "onDestroyed" && !a.ofCrossed)
            .map((a) => pending(e.card, a, e.owner, e.moment)),
        );
        if (e.oid !== undefined) {
          const left = allObjects(s).filter((g) => isCrossGear(g) && g.crossedWith === e.oid);
          out.push(...ofCrossed(s, left, "onDestroyed", e.moment));
        }
        // Creatures destroyed at the same moment still see each other go (and themselves, unless "another").
        for (const d of events)
          if (d.kind === "destroyed" && d.moment === e.moment)
            for (const ab of d.card.def.abilities.filter((a) => a.trigger === "anyDestroyed")) {
              const watcher = d.controller ?? d.owner;
              if ((d.card !== e.card || !ab.watch?.other) && watches(s, ab, watcher, controller))
                out.push(pending(d.card, ab, watcher, e.moment, undefined, e.card.uid));
            }
        for (const w of watchers(s, "anyDestroyed"))
          if (watches(s, w.ab, w.player, controller))
            out.push(pending(top(w.o), w.ab, w.player, e.moment, w.o.oid, e.card.uid));
        break;
      }
      case "attacks":
        out.push(...attackWatchers(s, e));
        out.push(...ownAbilities(s, e));
        break;
      case "blocks":
      case "attacked":
      case "silentSkill":
      case "blocked":
      case "unblocked":
      case "wonBattle":
      case "tapAbility":
        out.push(...ownAbilities(s, e));
        break;
      case "turnEnd":
      case "turnStart": {
        const trigger: DmTrigger = e.kind === "turnEnd" ? "endOfTurn" : "startOfTurn";
        for (const w of watchers(s, trigger))
          if (w.player === e.player || w.ab.eachTurn)
            out.push(pending(top(w.o), w.ab, w.player, e.moment, w.o.oid));
        break;
      }
      case "shieldBroken":
        if (hasShieldTrigger(e.card, e.castle)) {
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
        break;
    }
  }
  return out.filter((t) => present(s, t));
}
