/** Trigger conditions about who or what caused an event, and triggers of cards in the trash or on their way there. */
import type { Ability, TriggerCondition } from "../model/index.ts";
import type { DigimonEvent } from "../state/events.ts";
import {
  type CardInst,
  type DigimonState,
  type PlayerId,
  type Permanent,
  findPermanent,
  isFaceUp,
  ownerOf,
  sideMatches,
} from "../state/state.ts";
import { matchesFilter, permanentMatches } from "../derive/index.ts";

type StateChange = Extract<TriggerCondition, { on: "suspended" | "unsuspended" }>;

/** A Digimon or Tamer became (un)suspended: this one, or one of a side's that fits the filter. */
export function stateChangeMet(
  s: DigimonState,
  cond: StateChange,
  e: DigimonEvent,
  self: Permanent,
  /** The Digimon that changed: on the field, or as it was when it left later in the same processing. */
  subject?: Permanent,
): boolean {
  if (e.kind !== cond.on) return false;
  if (cond.self && e.pid !== self.pid) return false;
  const me = ownerOf(self);
  const changed = subject ?? findPermanent(s, e.pid);
  if (!changed) return false;
  if (cond.side && !sideMatches(s, me, cond.side, ownerOf(changed))) return false;
  if (cond.filter && !permanentMatches(s, changed, cond.filter, self)) return false;
  if (cond.on === "suspended" && e.kind === "suspended")
    return !cond.byEffect || (e.byEffect !== undefined && sideMatches(s, me, cond.byEffect, e.byEffect));
  if (cond.on === "unsuspended")
    return (
      (!cond.duringUnsuspendPhase || s.phase === "unsuspend") && (!cond.duringMainPhase || s.phase === "main")
    );
  return true;
}

/**
 * A side used an Option card that fits the filter (9-1). A cost bound ("with a use cost of 2 or
 * more") looks at the cost it was used with: a cost reduced when paying from the hand counts as
 * reduced (Q2790); an Option used without paying counts with its own cost (Q5515).
 */
export function optionUsedMet(
  s: DigimonState,
  cond: Extract<TriggerCondition, { on: "optionUsed" }>,
  e: DigimonEvent,
  self: Permanent,
): boolean {
  if (e.kind !== "optionUsed" || !sideMatches(s, ownerOf(self), cond.side, e.player)) return false;
  const { minPlayCost, maxPlayCost, ...rest } = cond.filter;
  if (minPlayCost !== undefined && e.cost < minPlayCost) return false;
  if (maxPlayCost !== undefined && e.cost > maxPlayCost) return false;
  return matchesFilter(s, e.card, rest);
}

/** Cards were trashed from a side's hand (by an effect of the side `byEffect` names). */
export function handTrashedMet(
  s: DigimonState,
  cond: Extract<TriggerCondition, { on: "handTrashed" }>,
  e: DigimonEvent,
  self: Permanent,
): boolean {
  if (e.kind !== "handTrashed") return false;
  const me = ownerOf(self);
  if (!sideMatches(s, me, cond.side, e.player)) return false;
  if (cond.card && !e.cards.some((c) => matchesFilter(s, c, cond.card!))) return false;
  return !cond.byEffect || (e.byEffect !== undefined && sideMatches(s, me, cond.byEffect, e.byEffect));
}

/**
 * The cards an event moved that the condition names ("When a Digimon card with the [X] trait is
 * trashed from your hand, ... that card"), with the epoch each has where the event left them.
 */
export function eventCardsOf(
  s: DigimonState,
  cond: TriggerCondition,
  e: DigimonEvent,
): { card: CardInst; epoch: number }[] | undefined {
  if (cond.on !== "handTrashed" || !cond.card || e.kind !== "handTrashed") return undefined;
  return e.cards
    .filter((c) => matchesFilter(s, c, cond.card!) && s.players[c.owner]!.trash.includes(c))
    .map((card) => ({ card, epoch: card.epoch }));
}

/** An effect placed cards in a side's deck from another area (from a trash, when the condition says so). */
export function deckAddedMet(
  s: DigimonState,
  cond: Extract<TriggerCondition, { on: "deckAdded" }>,
  e: DigimonEvent,
  self: Permanent,
): boolean {
  if (e.kind !== "deckAdded") return false;
  const me = ownerOf(self);
  if (!sideMatches(s, me, cond.side, e.player)) return false;
  if (cond.fromTrash && !e.fromTrash?.length) return false;
  return !cond.byEffect || sideMatches(s, me, cond.byEffect, e.byEffect);
}

/** An effect added cards to a side's hand (drawing included). */
export function handAddedMet(
  s: DigimonState,
  cond: Extract<TriggerCondition, { on: "handAdded" }>,
  e: DigimonEvent,
  self: Permanent,
): boolean {
  if (e.kind !== "handAdded") return false;
  const me = ownerOf(self);
  if (!sideMatches(s, me, cond.side, e.player)) return false;
  if (cond.byDigimon && !e.byDigimon) return false;
  if (cond.fromTrash && !e.fromTrash?.some((c) => matchesFilter(s, c, cond.fromTrash!))) return false;
  return !cond.byEffect || sideMatches(s, me, cond.byEffect, e.byEffect);
}

/**
 * The abilities of cards just trashed from a hand, deck, security stack or digivolution cards that
 * trigger on their own trashing ("When this card is trashed from your deck"): they trigger there
 * and wait in the trash (4-16-2).
 */
export function trashedSelf(
  s: DigimonState,
  e: DigimonEvent,
): { ability: Ability; card: CardInst; owner: PlayerId; inherited: boolean }[] {
  let from: "hand" | "deck" | "sources" | "security" | "battle";
  if (e.kind === "handTrashed") from = "hand";
  else if (e.kind === "battleOptionTrashed") from = "battle";
  else if (e.kind === "deckTrashed") from = "deck";
  else if (e.kind === "sourceTrashed") from = "sources";
  else if (e.kind === "securityRemoved" && e.trashed) from = "security";
  else return [];
  const cards = e.kind === "securityRemoved" ? e.trashed! : e.cards;
  const owner = e.kind === "sourceTrashed" || e.kind === "battleOptionTrashed" ? e.owner : e.player;
  const by = e.kind === "deckTrashed" ? undefined : e.byEffect;
  // The Digimon the cards were under, as it is now (the trashing does not remove it).
  const under = e.kind === "sourceTrashed" ? findPermanent(s, e.pid) : undefined;
  const out: { ability: Ability; card: CardInst; owner: PlayerId; inherited: boolean }[] = [];
  for (const card of cards) {
    const lists = from === "sources" ? [card.def.inherited, card.def.abilities] : [card.def.abilities];
    for (const list of lists)
      for (const ability of list) {
        const w = ability.when;
        if (ability.timing !== "when" || w?.on !== "trashedSelf" || (w.from !== from && w.alsoFrom !== from))
          continue;
        // Only effects trash cards from a deck (no rule does), so "effects trash this card from the deck" is any such trashing.
        const anyEffect = from === "deck" && w.byEffect === "any";
        if (w.byEffect && !anyEffect && (by === undefined || !sideMatches(s, owner, w.byEffect, by)))
          continue;
        if (w.filter && !(under && permanentMatches(s, under, w.filter))) continue;
        out.push({ ability, card, owner, inherited: list === card.def.inherited });
      }
  }
  return out;
}

/** Cards the events moved at `moment` or later: they were not in the trash yet at `moment`. */
function movedSince(events: DigimonEvent[], moment: number): Set<CardInst> {
  return movedBy(events.filter((x) => x.moment >= moment));
}

/**
 * Cards the events after `e` in the same processing used or put in the trash again: a card
 * that triggered in the trash at `e` and is one of these is a new card now (15-4-4-3), as an
 * Option card used from the trash and trashed after its [Main] effect (official Q&A).
 */
export function movedAfter(events: DigimonEvent[], e: DigimonEvent): Set<CardInst> {
  return movedBy(events.slice(events.indexOf(e) + 1));
}

function movedBy(events: DigimonEvent[]): Set<CardInst> {
  const out = new Set<CardInst>();
  for (const x of events) {
    if (x.kind === "deleted") x.stack.forEach((c) => out.add(c));
    else if (
      x.kind === "handTrashed" ||
      x.kind === "deckTrashed" ||
      x.kind === "sourceTrashed" ||
      x.kind === "battleOptionTrashed"
    )
      x.cards.forEach((c) => out.add(c));
    else if (x.kind === "optionUsed") out.add(x.card);
    else if (x.kind === "securityAdded") x.faceUp?.forEach((c) => out.add(c));
  }
  return out;
}

/**
 * [Trash] abilities at a turn timing ("[Trash] [End of Your Turn]") of cards that were in their
 * owner's trash when the timing came (15-14-3-1): `timingsOf` gives the timings the moment
 * brings to that player.
 */
export function trashTimings(
  s: DigimonState,
  e: DigimonEvent,
  events: DigimonEvent[],
  timingsOf: (owner: PlayerId) => Ability["timing"][],
): { ability: Ability; card: CardInst; owner: PlayerId }[] {
  const out: { ability: Ability; card: CardInst; owner: PlayerId }[] = [];
  let moved: Set<CardInst> | undefined;
  for (const player of Object.values(s.players)) {
    const timings = timingsOf(player.id);
    for (const card of player.trash)
      for (const ability of card.def.abilities) {
        if (ability.zone !== "trash" || !timings.includes(ability.timing)) continue;
        moved ??= movedSince(events, e.moment);
        if (!moved.has(card)) out.push({ ability, card, owner: player.id });
      }
  }
  return out;
}

/**
 * [Trash] and [Security] "When ..." abilities of cards that were in their owner's trash, or face
 * up in their security stack, when the event happened (not those the event or a later one put
 * there; 15-14-3-1, 15-14-5-1). The card is no Digimon, so it is asked about the event as a
 * stand-in that no event is about ("this Digimon" never matches).
 */
export function offFieldWhen(
  s: DigimonState,
  e: DigimonEvent,
  events: DigimonEvent[],
  met: (s: DigimonState, cond: TriggerCondition, e: DigimonEvent, self: Permanent) => boolean,
): { ability: Ability; card: CardInst; owner: PlayerId; where: "trash" | "security" }[] {
  const out: { ability: Ability; card: CardInst; owner: PlayerId; where: "trash" | "security" }[] = [];
  let moved: Set<CardInst> | undefined;
  for (const player of Object.values(s.players))
    for (const [where, cards] of [
      ["trash", player.trash],
      ["security", player.security.filter(isFaceUp)],
    ] as const)
      for (const card of cards)
        for (const ability of card.def.abilities) {
          if (ability.zone !== where) continue;
          moved ??= movedSince(events, e.moment);
          if (moved.has(card) || ability.timing !== "when" || !ability.when) continue;
          const standIn: Permanent = { pid: -1, stack: [card], suspended: false, dpMods: [], since: 0 };
          if (met(s, ability.when, e, standIn)) out.push({ ability, card, owner: player.id, where });
        }
  return out;
}
