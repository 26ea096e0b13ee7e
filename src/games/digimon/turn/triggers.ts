/** Which effects the recorded events trigger (15-4-2, 15-5, 15-16). */
import type { Triggered } from "../../../engine/types.ts";
import type { Ability, CardFilter, PlayedFrom, TriggerCondition } from "../model/index.ts";
import type { DelayedSource, DigimonEvent, DigimonSource } from "../state/events.ts";
import { describeOps } from "../ops/index.ts";
import { sourcesPlacedMet } from "./trigger-sources-placed.ts";
import { battleOptionMet } from "./trigger-battle-options.ts";
import {
  type CardInst,
  type DelayedProcessing,
  type DigimonState,
  type Permanent,
  allPermanents,
  findPermanent,
  isFaceDown,
  ownerOf,
  sideMatches,
  top,
  turnNumber,
} from "../state/state.ts";
import {
  TIMING_BANS,
  abilitiesInForce,
  forbidden,
  matchesFilter,
  permanentMatches,
} from "../derive/index.ts";
import {
  deckAddedMet,
  eventCardsOf,
  handAddedMet,
  handTrashedMet,
  offFieldWhen,
  movedAfter,
  optionUsedMet,
  stateChangeMet,
  trashTimings,
  trashedSelf,
} from "./trigger-causes.ts";
import { perTurnKey, usedUp } from "../state/per-turn.ts";

function turnAllows(s: DigimonState, a: Ability, owner: string): boolean {
  if (a.turn === "your") return owner === s.turn;
  if (a.turn === "opponent") return owner !== s.turn;
  return true;
}

/**
 * An effect that is no card's own (one a continuous effect gives: derive/protections.ts) is kept
 * with the effects gained during the resolution, so it is found by id when it activates.
 */
function foundLater(s: DigimonState, ability: Ability, card: CardInst): void {
  const d = card.def;
  const own = [...d.abilities, ...d.inherited, ...d.security, ...(d.link?.abilities ?? [])];
  if (own.includes(ability) || s.gainedAbilities?.some((k) => k.id === ability.id)) return;
  (s.gainedAbilities ??= []).push(ability);
}

class Collector {
  private readonly found = new Map<string, Triggered & { source: DigimonSource }>();

  constructor(private readonly s: DigimonState) {}

  add(
    ability: Ability,
    abilityCard: CardInst,
    inherited: boolean,
    owner: string,
    where: { host: CardInst; where: DigimonSource["where"]; pid?: number },
    moment: number,
    extra: {
      subjectPid?: number;
      dna?: boolean;
      fromTrash?: true;
      digixros?: number;
      playedByEffect?: true;
      playedFrom?: PlayedFrom;
      playedBy?: string;
      deletedInBattle?: boolean;
      deletedByEffect?: boolean;
      lastKnown?: Permanent;
      movedOn?: boolean;
      eventCards?: DigimonSource["eventCards"];
    } = {},
  ): void {
    if (!turnAllows(this.s, ability, owner)) return;
    const key = perTurnKey(ability, abilityCard);
    if (usedUp(this.s, ability, key)) return;
    foundLater(this.s, ability, abilityCard);
    const existing = this.found.get(`${key}@${moment}`);
    if (existing) {
      existing.source.count += 1;
      if (extra.subjectPid !== undefined) existing.source.subjectPids?.push(extra.subjectPid);
      if (extra.eventCards) (existing.source.eventCards ??= []).push(...extra.eventCards);
      return;
    }
    this.found.set(`${key}@${moment}`, {
      key,
      moment,
      player: owner,
      card: abilityCard.code,
      name: abilityCard.def.name,
      label: ability.label,
      source: {
        abilityId: ability.id,
        abilityCard,
        inherited,
        host: where.host,
        hostEpoch: where.host.epoch,
        where: where.where,
        pid: where.pid,
        subjectPid: extra.subjectPid,
        ...(extra.subjectPid !== undefined ? { subjectPids: [extra.subjectPid] } : {}),
        count: 1,
        dna: extra.dna ?? false,
        ...(extra.fromTrash ? { fromTrash: true as const } : {}),
        ...(extra.digixros ? { digixros: extra.digixros } : {}),
        ...(extra.playedByEffect ? { playedByEffect: true as const } : {}),
        ...(extra.playedFrom ? { playedFrom: extra.playedFrom } : {}),
        ...(extra.playedBy ? { playedBy: extra.playedBy } : {}),
        ...(extra.deletedInBattle !== undefined ? { deletedInBattle: extra.deletedInBattle } : {}),
        ...(extra.deletedByEffect !== undefined ? { deletedByEffect: extra.deletedByEffect } : {}),
        ...(extra.lastKnown ? { lastKnown: extra.lastKnown } : {}),
        ...(extra.movedOn ? { movedOn: true as const } : {}),
        ...(extra.eventCards ? { eventCards: extra.eventCards } : {}),
      },
    });
  }

  /** Pending processing left for the end of the turn triggers like an effect at that timing (18-1-1, 18-1-2). */
  addDelayed(d: DelayedProcessing, moment: number): void {
    const key = `delayed:${d.id}`;
    this.others.push({
      key,
      moment,
      player: d.owner,
      card: d.card.code,
      name: d.card.name,
      label: `pending processing: ${describeOps(d.ops)}`,
      source: { delayedId: d.id } satisfies DelayedSource,
    });
  }

  private readonly others: Triggered[] = [];

  result(): Triggered[] {
    return [...this.found.values(), ...this.others];
  }
}

/** The card trashed cards were under, as it is now, matches (a Tamer stays a Tamer). */
function underMatches(s: DigimonState, pid: number, f: CardFilter): boolean {
  const p = findPermanent(s, pid);
  return p !== undefined && permanentMatches(s, p, f);
}

/** The Digimon an attack declaration named fits (11-2-7-1). */
function attackedFits(s: DigimonState, e: DigimonEvent, f: CardFilter, self: Permanent): boolean {
  if (e.kind !== "attacking" || e.targetPid === undefined) return false;
  const attacked = findPermanent(s, e.targetPid);
  return attacked !== undefined && permanentMatches(s, attacked, { category: "Digimon", ...f }, self);
}

/** The attacking Digimon (on the field, or as it was when it left later) fits. */
function attackerFits(
  s: DigimonState,
  pid: number,
  f: CardFilter,
  self: Permanent,
  e: DigimonEvent,
  events: DigimonEvent[],
): boolean {
  const attacker = subjectOf(s, pid, e, events);
  return attacker !== undefined && permanentMatches(s, attacker, f, self);
}

/** A Digimon that left the field in the same processing, as it was then (15-8-3-9-4). */
function goneAs(pid: number, events: DigimonEvent[]): Permanent | undefined {
  for (const x of events) {
    if (x.kind === "leftField" && x.pid === pid) return x.was;
    if (x.kind === "deleted" && x.pid === pid && x.was) return x.was;
  }
  return undefined;
}

/** A deleted Digimon as it was: its top card, and its digivolution cards for "with ... in its digivolution cards". */
function stackMatches(s: DigimonState, stack: CardInst[], f: CardFilter): boolean {
  const { sourcesHave, sourcesLack, ...rest } = f;
  const under = stack.slice(1);
  if (sourcesHave && !under.some((c) => matchesFilter(s, c, sourcesHave))) return false;
  if (sourcesLack && under.some((c) => matchesFilter(s, c, sourcesLack))) return false;
  return matchesFilter(s, stack[0]!, rest);
}

/**
 * Whether an event meets a trigger condition. `events`: the events of the same processing, so a
 * Digimon the event is about that left later is looked at as it was (its last known information).
 */
function conditionMet(
  s: DigimonState,
  cond: TriggerCondition,
  e: DigimonEvent,
  self: Permanent,
  events: DigimonEvent[] = [],
): boolean {
  const me = ownerOf(self);
  switch (cond.on) {
    case "deleted":
      return (
        e.kind === "deleted" &&
        sideMatches(s, me, cond.side, e.owner) &&
        (cond.inBattle && cond.byZeroDp
          ? e.battle !== undefined || e.zeroDp === true
          : (!cond.byZeroDp || e.zeroDp) && (!cond.inBattle || e.battle !== undefined)) &&
        (!cond.byEffect || (e.battle === undefined && !e.zeroDp)) &&
        (!cond.other || e.pid !== self.pid) &&
        e.stack[0] !== undefined &&
        // Without a filter the condition is about Digimon ("When an opponent's Digimon is deleted").
        stackMatches(s, e.stack, cond.filter ?? { category: "Digimon" })
      );
    case "movedToBattle": {
      if (e.kind !== "movedToBattle" || !sideMatches(s, me, cond.side, e.player)) return false;
      if (cond.self && e.pid !== self.pid) return false;
      const moved = findPermanent(s, e.pid);
      return moved !== undefined && permanentMatches(s, moved, cond.filter, self);
    }
    case "played": {
      if (e.kind !== "played" || !sideMatches(s, me, cond.side, e.player)) return false;
      if (cond.byEffect && !e.byEffect) return false;
      if (cond.from && e.from !== cond.from) return false;
      if (cond.self && e.pid !== self.pid) return false;
      const played = subjectOf(s, e.pid, e, events);
      return played !== undefined && permanentMatches(s, played, cond.filter, self);
    }
    case "suspended":
    case "unsuspended":
      return "pid" in e && stateChangeMet(s, cond, e, self, subjectOf(s, e.pid, e, events));
    case "optionUsed":
      return optionUsedMet(s, cond, e, self);
    case "handTrashed":
      return handTrashedMet(s, cond, e, self);
    case "handAdded":
      return handAddedMet(s, cond, e, self);
    case "deckAdded":
      return deckAddedMet(s, cond, e, self);
    case "securityRemoved":
      return (
        e.kind === "securityRemoved" &&
        sideMatches(s, me, cond.side, e.player) &&
        (!cond.trashed || (e.trashed?.length ?? 0) > 0) &&
        (!cond.byEffect || (e.byEffect !== undefined && sideMatches(s, me, cond.byEffect, e.byEffect)))
      );
    case "sourceTrashed":
      return (
        e.kind === "sourceTrashed" &&
        sideMatches(s, me, cond.side, e.owner) &&
        (!cond.byEffect || (e.byEffect !== undefined && sideMatches(s, me, cond.byEffect, e.byEffect))) &&
        (!cond.self || e.pid === self.pid) &&
        (!cond.under || underMatches(s, e.pid, cond.under))
      );
    case "securityAdded":
    case "deckTrashed":
      if (
        "faceUp" in cond &&
        !(e.kind === "securityAdded" && e.faceUp?.some((c) => matchesFilter(s, c, cond.faceUp)))
      )
        return false;
      return e.kind === cond.on && sideMatches(s, me, cond.side, e.player);
    case "targetSwitched":
      return (
        e.kind === "targetSwitched" &&
        (!cond.self || e.attacker === self.pid) &&
        (!cond.side || sideMatches(s, me, cond.side, e.player)) &&
        (!cond.filter || attackerFits(s, e.attacker, cond.filter, self, e, events))
      );
    case "blocked":
      return e.kind === "blocked" && e.attacker === self.pid;
    case "sourcesPlaced":
      return sourcesPlacedMet(s, cond, e, self);
    case "sourcesReturned":
      return (
        e.kind === "sourcesReturned" &&
        e.pid === self.pid &&
        (!cond.filter || e.cards.some((c) => !isFaceDown(c) && matchesFilter(s, c, cond.filter!)))
      );
    case "linkTrashed":
      return (
        e.kind === "linkTrashed" &&
        sideMatches(s, me, cond.side, e.owner) &&
        (!cond.byEffect || (e.byEffect !== undefined && sideMatches(s, me, cond.byEffect, e.byEffect))) &&
        (!cond.self || e.pid === self.pid)
      );
    case "linked":
      return (
        e.kind === "linked" &&
        sideMatches(s, me, cond.side, e.player) &&
        (!cond.self || e.pid === self.pid) &&
        (!cond.card || matchesFilter(s, e.card, cond.card))
      );
    case "notSimulated":
    case "trashedSelf": // collected from the trashed cards themselves
      return false;
    case "digiBurstTrashed":
      return false; // The trashed card's own effect, collected from the trash below.
    case "attacks":
    case "digivolved": {
      if (
        e.kind !== (cond.on === "attacks" ? "attacking" : "digivolved") ||
        !("player" in e) ||
        !("pid" in e)
      )
        return false;
      if (!sideMatches(s, me, cond.side, e.player)) return false;
      if (cond.self && e.pid !== self.pid) return false;
      if (cond.on === "attacks" && cond.other && e.pid === self.pid) return false;
      if (cond.on === "attacks" && cond.target && !(e.kind === "attacking" && e.target === cond.target))
        return false;
      if (cond.on === "attacks" && cond.targetFilter && !attackedFits(s, e, cond.targetFilter, self))
        return false;
      if (cond.on === "digivolved" && cond.dna && !(e.kind === "digivolved" && e.dna)) return false;
      if (e.kind === "digivolved" && e.asTamer) return false;
      if (cond.on === "digivolved" && cond.fromTrash && !(e.kind === "digivolved" && e.fromTrash))
        return false;
      if (cond.on === "digivolved" && cond.byEffect && !(e.kind === "digivolved" && e.byEffect)) return false;
      const subject = subjectOf(s, e.pid, e, events);
      // Asked of the Digimon on the field (or as it was): its digivolution cards, gained keywords and colours too.
      return subject !== undefined && (!cond.filter || permanentMatches(s, subject, cond.filter, self));
    }
    case "deletesInBattle":
      if (e.kind !== "deleted" || !e.battle) return false;
      if (cond.victim && !stackMatches(s, e.stack, { category: "Digimon", ...cond.victim })) return false;
      if (cond.side) {
        const pid = e.battle.opponentPid;
        // "and survives": only a Digimon still on the field; otherwise one deleted in the same battle counts, as it was.
        const winner =
          pid === null
            ? undefined
            : (findPermanent(s, pid) ?? (cond.survives ? undefined : goneAs(pid, events)));
        return (
          winner !== undefined &&
          e.owner !== ownerOf(winner) &&
          sideMatches(s, me, cond.side, ownerOf(winner)) &&
          permanentMatches(s, winner, cond.filter ?? { category: "Digimon" }, self)
        );
      }
      return e.battle.opponentPid === self.pid && e.owner !== me;
    case "winsBattle":
      if (!cond.self) {
        const winner = e.kind === "battleWon" ? findPermanent(s, e.pid) : undefined;
        return (
          winner !== undefined &&
          sideMatches(s, me, cond.side, ownerOf(winner)) &&
          permanentMatches(s, winner, cond.filter, self)
        );
      }
      return (
        e.kind === "battleWon" &&
        e.pid === self.pid &&
        (!cond.filter || permanentMatches(s, self, cond.filter))
      );
    case "any":
      return cond.of.some((c) => conditionMet(s, c, e, self));
    case "securityChecked":
      return (
        e.kind === "securityChecked" &&
        sideMatches(s, me, cond.side, e.player) &&
        (!cond.self || e.by === self.pid) &&
        (!cond.faceUp || e.faceUp === true)
      );
    case "optionPlaced":
    case "battleOptionTrashed":
      return battleOptionMet(s, cond, e, self);
    case "digiBurstUsed":
      return e.kind === "digiBurstTrashed" && sideMatches(s, me, cond.side, e.owner);
  }
}

/** Timings of the non-turn player and of every player that a turn timing also brings. */
function otherTimings(e: Extract<DigimonEvent, { kind: "turnTiming" }>, owner: string): Ability["timing"][] {
  const own = owner === e.player;
  if (e.timing === "startOfYourTurn") return own ? [] : ["startOfOpponentsTurn"];
  if (e.timing === "startOfYourMainPhase") return own ? [] : ["startOfOpponentsMainPhase"];
  return own ? ["endOfAllTurns"] : ["endOfOpponentsTurn", "endOfAllTurns"];
}

function selfTimings(e: DigimonEvent): Ability["timing"] | null {
  if (e.kind === "played") return "onPlay";
  // A Tamer digivolving as itself is not a Digimon digivolving: its new card's [When Digivolving]
  // doesn't trigger either (official Q&A Q6583, 2026; the older Q2927 assumed it did).
  if (e.kind === "digivolved") return e.asTamer ? null : "whenDigivolving";
  if (e.kind === "attacking") return "whenAttacking";
  if (e.kind === "endOfAttack") return "endOfAttack";
  return null;
}

/**
 * The Digimon and Tamers that saw an event: those on the field now, and those that were there
 * then and left later in the same processing (their last known information). An effect of one
 * that left still triggers, becomes pending and fails to activate (15-4-4-3).
 */
function observersOf(s: DigimonState, e: DigimonEvent, events: DigimonEvent[]): FieldPlace[] {
  const gone = events.flatMap((x) =>
    x.kind === "leftField" && x.moment > e.moment && x.was.since <= e.moment ? [x.was] : [],
  );
  const once = gone.filter((g, i) => gone.findIndex((x) => x.pid === g.pid) === i);
  return [
    ...fieldPlaces(s),
    ...once.filter((g) => !findPermanent(s, g.pid)).map((perm) => ({ perm, where: "battle" as const })),
  ];
}

interface FieldPlace {
  perm: Permanent;
  where: "battle" | "breeding";
}

/** The Digimon and Tamers in the battle areas, and the Digimon in the breeding areas. */
function fieldPlaces(s: DigimonState): FieldPlace[] {
  return [
    ...allPermanents(s).map((perm) => ({ perm, where: "battle" as const })),
    ...s.order.flatMap((id) => s.players[id]!.breeding.map((perm) => ({ perm, where: "breeding" as const }))),
  ];
}

/**
 * The effects that can trigger where the card is: in the breeding area only [Breeding] ones
 * (15-14-4-1, 3-4-7-4); in the battle area those without a place icon ([Hand], [Trash], ...).
 */
function inPlace(s: DigimonState, perm: Permanent, where: FieldPlace["where"]) {
  const zone = where === "breeding" ? "breeding" : undefined;
  return abilitiesInForce(s, perm).filter(({ ability }) => ability.zone === zone);
}

/** The Digimon an event is about, on the field or, when it left later, as it was then. */
function subjectOf(
  s: DigimonState,
  pid: number,
  e: DigimonEvent,
  events: DigimonEvent[],
): Permanent | undefined {
  return (
    findPermanent(s, pid) ??
    events.flatMap((x) => (x.kind === "leftField" && x.pid === pid && x.moment > e.moment ? [x.was] : []))[0]
  );
}
/** The Digimon an event is about, for "that Digimon" and "it" in the effects it triggers. */
function subjectPidOf(e: DigimonEvent): number | undefined {
  return e.kind === "played" ||
    e.kind === "attacking" ||
    e.kind === "digivolved" ||
    e.kind === "suspended" ||
    e.kind === "unsuspended" ||
    e.kind === "movedToBattle" ||
    e.kind === "linkTrashed" ||
    e.kind === "linked" ||
    e.kind === "sourcesPlaced"
    ? e.pid
    : undefined;
}

export function collectTriggers(s: DigimonState, events: DigimonEvent[]): Triggered[] {
  const c = new Collector(s);
  for (const e of events) {
    const timing = selfTimings(e);
    if (timing && "pid" in e) {
      const found = subjectOf(s, e.pid, e, events);
      // A Digimon in the breeding area triggers only its [Breeding] effects ("[Breeding] [When Digivolving]").
      const bred = found
        ? undefined
        : fieldPlaces(s).find((x) => x.where === "breeding" && x.perm.pid === e.pid);
      const perm = found ?? bred?.perm;
      const where = bred ? "breeding" : "battle";
      if (perm) {
        for (const { ability, card, inherited } of inPlace(s, perm, where)) {
          // [On Play] and [When Digivolving] belong to the top card; inherited ones to attacks too (15-3).
          if (
            ability.timing !== timing ||
            (inherited && timing !== "whenAttacking" && timing !== "endOfAttack")
          )
            continue;
          if (e.kind === "played" && e.noOnPlay) continue;
          // "can't activate [When Digivolving] effects": a restriction on the Digimon (15-8-2).
          const banned = TIMING_BANS[timing];
          if (banned && forbidden(s, perm, banned)) continue;
          // "[When Attacking] When this Digimon attacks a player": the narrower condition must hold too.
          if (ability.when && !conditionMet(s, ability.when, e, perm, events)) continue;
          const dna = e.kind === "digivolved" && e.dna;
          const fromTrash = e.kind === "digivolved" && e.fromTrash;
          const digixros = e.kind === "played" ? e.digixros : undefined;
          const byEffect = e.kind === "played" && e.byEffect;
          const playedFrom = e.kind === "played" ? e.from : undefined;
          c.add(
            ability,
            card,
            inherited,
            ownerOf(perm),
            { host: top(perm), where, pid: perm.pid },
            e.moment,
            {
              dna,
              ...(fromTrash ? { fromTrash } : {}),
              ...(digixros ? { digixros } : {}),
              ...(byEffect ? { playedByEffect: true as const } : {}),
              ...(playedFrom ? { playedFrom } : {}),
              ...(e.kind === "played" && e.by ? { playedBy: e.by } : {}),
            },
          );
        }
      }
    }
    if (e.kind === "linked") {
      // [When Linking] belongs to the card that just became a link card (15-16-6-1).
      const perm = findPermanent(s, e.pid);
      if (perm && perm.links?.includes(e.card))
        for (const ability of e.card.def.link?.abilities ?? [])
          if (ability.timing === "whenLinking")
            c.add(
              ability,
              e.card,
              false,
              ownerOf(perm),
              { host: top(perm), where: "battle", pid: perm.pid },
              e.moment,
            );
    }
    if (e.kind === "turnTiming" && e.timing === "endOfYourTurn")
      for (const d of s.delayed)
        if (
          (d.atEndOf === undefined || d.atEndOf === e.player) &&
          (d.turn ?? turnNumber(s)) === turnNumber(s)
        )
          c.addDelayed(d, e.moment);
    if (e.kind === "turnTiming")
      for (const { perm, where } of fieldPlaces(s)) {
        const owner = ownerOf(perm);
        const timings = [...otherTimings(e, owner), ...(owner === e.player ? [e.timing] : [])];
        for (const { ability, card, inherited } of inPlace(s, perm, where))
          if (timings.includes(ability.timing))
            c.add(ability, card, inherited, owner, { host: top(perm), where, pid: perm.pid }, e.moment);
      }
    if (e.kind === "turnTiming")
      for (const t of trashTimings(s, e, events, (owner) => [
        ...otherTimings(e, owner),
        ...(owner === e.player ? [e.timing] : []),
      ]))
        c.add(t.ability, t.card, false, t.owner, { host: t.card, where: "trash" }, e.moment);
    // A card that triggered on reaching the trash and was used or moved again since is a new card.
    const later = movedAfter(events, e);
    if (e.kind === "digiBurstTrashed")
      for (const card of e.cards)
        for (const a of card.def.inherited)
          if (a.timing === "when" && a.when?.on === "digiBurstTrashed")
            c.add(a, card, true, e.owner, { host: card, where: "trash" }, e.moment, {
              movedOn: later.has(card),
            });
    if (e.kind === "deleted") {
      const [host, ...under] = e.stack;
      if (host) {
        const how = {
          deletedInBattle: e.battle !== undefined,
          deletedByEffect: e.battle === undefined && !e.zeroDp,
          ...(e.was ? { lastKnown: e.was } : {}),
          movedOn: later.has(host),
        };
        for (const a of host.def.abilities.filter((x) => x.timing === "onDeletion"))
          c.add(a, host, false, e.owner, { host, where: "trash" }, e.moment, how);
        for (const card of under)
          for (const a of card.def.inherited.filter((x) => x.timing === "onDeletion"))
            c.add(a, card, true, e.owner, { host, where: "trash" }, e.moment, how);
        for (const a of (e.gained ?? []).filter((x) => x.timing === "onDeletion"))
          c.add(a, host, false, e.owner, { host, where: "trash" }, e.moment, how);
      }
    }
    for (const t of offFieldWhen(s, e, events, conditionMet))
      c.add(t.ability, t.card, false, t.owner, { host: t.card, where: t.where }, e.moment, {
        subjectPid: subjectPidOf(e),
        eventCards: eventCardsOf(s, t.ability.when!, e),
      });
    for (const t of trashedSelf(s, e))
      c.add(t.ability, t.card, t.inherited, t.owner, { host: t.card, where: "trash" }, e.moment, {
        movedOn: later.has(t.card),
      });
    for (const { perm, where } of observersOf(s, e, events)) {
      if (perm.since > e.moment) continue;
      for (const { ability, card, inherited } of inPlace(s, perm, where)) {
        if (ability.timing !== "when" || !ability.when || !conditionMet(s, ability.when, e, perm, events))
          continue;
        const subjectPid = subjectPidOf(e);
        // "When one of your Digimon is deleted, ... If that Digimon was deleted by an effect, ...".
        const deletion =
          e.kind === "deleted"
            ? {
                deletedInBattle: e.battle !== undefined,
                deletedByEffect: e.battle === undefined && !e.zeroDp,
              }
            : {};
        c.add(ability, card, inherited, ownerOf(perm), { host: top(perm), where, pid: perm.pid }, e.moment, {
          subjectPid,
          eventCards: eventCardsOf(s, ability.when, e),
          ...deletion,
          // "When one of your Digimon digivolves ... If DNA digivolving, ...": that digivolution was DNA (8-2).
          ...(e.kind === "digivolved" && e.dna ? { dna: true } : {}),
        });
      }
    }
  }
  return c.result();
}
