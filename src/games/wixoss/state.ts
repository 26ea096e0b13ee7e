/**
 * The WIXOSS game state, as much as the nine kinds of rule processing need: the center LRIG
 * (its level, limit and LRIG types), keys, three SIGNI zones with what is attached to or
 * under each SIGNI, the Life Cloth and check zone, deck, trash, ener, LRIG deck and LRIG trash.
 */
import { UNKNOWN_WX_CARD, type WxCardDef, type WxGained } from "./cards.ts";
import type { GameNote } from "../game-notes.ts";

export type PlayerId = string;

export interface CardInst {
  uid: number;
  code: string;
  label?: string;
  owner: PlayerId;
  def: WxCardDef;
}

/** A SIGNI on the field. Its card's owner may be the other player: a puppeteered SIGNI. */
export interface Signi {
  sid: number;
  card: CardInst;
  /** Cards under it (by Rise or an effect), top first. */
  under: CardInst[];
  charms: CardInst[];
  accessories: CardInst[];
  down: boolean;
  /** Frozen: it does not come up in its controller's next up phase. */
  frozen?: boolean;
  powerMods: number[];
  /** Keywords and restrictions gained until the end of the turn. */
  gained: WxGained[];
  /**
   * Power changes that last until the end of a player's turn: `skip` is true while that player's
   * turn in progress is not the one meant ("until the end of your opponent's next turn").
   */
  lasting: { amount: number; until: PlayerId; skip: boolean }[];
  zone: number;
}

/** Cards that were with a SIGNI that left the field, waiting for rule processing 3. */
export interface Leftover {
  card: CardInst;
  as: "charm" | "accessory" | "under";
  /** The SIGNI they were with had Rise. */
  rise: boolean;
  /** Player on whose field they are. */
  field: PlayerId;
  from: string;
}

export interface CheckCard {
  card: CardInst;
  /** Its Life Burst is still to be used or declined. */
  burstPending: boolean;
}

export interface PlayerState {
  id: PlayerId;
  /** The center LRIG and the LRIG cards under it, top first. */
  lrig: CardInst[];
  keys: CardInst[];
  signi: Signi[];
  leftovers: Leftover[];
  hand: CardInst[];
  /** Top card first. */
  deck: CardInst[];
  /** False when the board did not give the deck: it then never runs out. */
  deckKnown: boolean;
  ener: CardInst[];
  trash: CardInst[];
  /** Top card first. */
  life: CardInst[];
  check: CheckCard[];
  lrigDeck: CardInst[];
  lrigTrash: CardInst[];
  /** Changes to the center LRIG's level and limit for the turn. */
  lrigMods: { level: number; limit: number };
  /** What the center LRIG gained until the end of the turn. */
  lrigGained: WxGained[];
  /** Once-per-turn abilities used this turn (ability id @ card uid). */
  usedThisTurn: string[];
  coins: number;
  /** The center LRIG is down (it can't attack); frozen, it stays down in the next up phase. */
  lrigDown: boolean;
  lrigFrozen: boolean;
  /** "The next time you would take damage this turn (from a SIGNI / LRIG), you don't." */
  preventions: ("signi" | "lrig" | "any")[];
}

/** A player holds at most this many coins (WX-A3). */
export const MAX_COINS = 5;

export interface WxState {
  turn: PlayerId;
  order: PlayerId[];
  players: Record<PlayerId, PlayerState>;
  nextUid: number;
  nextSid: number;
  unknownDef: WxCardDef;
  drewBlind: PlayerId[];
  /** A player who took damage with no Life Cloth left. */
  lost: PlayerId | null;
  /** The timings still to come of the action being resolved (the attack's, the turn's phases). */
  steps: WxStep[];
  /** The user's further actions, bound only when their turn comes. */
  queue: (() => { action: unknown; notes: GameNote[] })[];
  /** The attack in progress: a SIGNI (by sid) or the center LRIG. */
  attack: { player: PlayerId; signi: number | null } | null;
}

export type WxStep = "attackResult" | "endCleanup" | "up" | "draw";

export function opponentOf(s: WxState, p: PlayerId): PlayerId {
  return s.order.find((o) => o !== p) ?? p;
}

export function emptyPlayer(id: PlayerId): PlayerState {
  return {
    id,
    lrig: [],
    keys: [],
    signi: [],
    leftovers: [],
    hand: [],
    deck: [],
    deckKnown: false,
    ener: [],
    trash: [],
    life: [],
    check: [],
    lrigDeck: [],
    lrigTrash: [],
    lrigMods: { level: 0, limit: 0 },
    lrigGained: [],
    usedThisTurn: [],
    coins: 0,
    lrigDown: false,
    lrigFrozen: false,
    preventions: [],
  };
}

export function newCard(s: WxState, def: WxCardDef, owner: PlayerId, label?: string): CardInst {
  const c: CardInst = { uid: s.nextUid++, code: def.code, owner, def };
  if (label !== undefined) c.label = label;
  return c;
}

export function newSigni(s: WxState, card: CardInst, zone: number): Signi {
  return {
    sid: s.nextSid++,
    card,
    under: [],
    charms: [],
    accessories: [],
    down: false,
    powerMods: [],
    gained: [],
    lasting: [],
    zone,
  };
}

export function cardName(c: CardInst): string {
  return `[${c.code} ${c.def.name}]`;
}

export const isUnknown = (c: CardInst): boolean => c.code === UNKNOWN_WX_CARD;

export function codeOf(c: CardInst): string {
  if (isUnknown(c)) return "?";
  return c.label ? `${c.code}#${c.label}` : c.code;
}

export function controllerOf(s: WxState, x: Signi): PlayerId {
  for (const id of s.order) if (s.players[id]!.signi.includes(x)) return id;
  return x.card.owner;
}

export function isPuppet(s: WxState, x: Signi): boolean {
  return x.card.owner !== controllerOf(s, x);
}

export function allSigni(s: WxState): Signi[] {
  return s.order.flatMap((id) => s.players[id]!.signi);
}

export function centerLrig(ps: PlayerState): CardInst | undefined {
  return ps.lrig[0];
}

export function lrigLevel(ps: PlayerState): number {
  return (centerLrig(ps)?.def.level ?? 0) + ps.lrigMods.level;
}

export function lrigLimit(ps: PlayerState): number {
  return (centerLrig(ps)?.def.limit ?? 0) + ps.lrigMods.limit;
}

export function lrigTypes(ps: PlayerState): string[] {
  return centerLrig(ps)?.def.lrigTypes ?? [];
}

/** A SIGNI's level now: its own, raised by the constant abilities of its controller's other SIGNI. */
export function levelOf(s: WxState, x: Signi): number {
  const me = controllerOf(s, x);
  let level = x.card.def.level ?? 0;
  for (const other of s.players[me]!.signi) {
    if (other === x) continue;
    for (const c of other.card.def.constants)
      if (
        c.kind === "levelBoost" &&
        (c.classes.length === 0 || c.classes.some((k) => x.card.def.classes.includes(k)))
      )
        level += c.amount;
  }
  return level;
}

export function totalLevel(s: WxState, ps: PlayerState): number {
  return ps.signi.reduce((a, x) => a + levelOf(s, x), 0);
}

/** A limiting condition fits when the center LRIG has one of the LRIG types it names. */
export function restrictionFits(restriction: string[], ps: PlayerState): boolean {
  if (restriction.length === 0) return true;
  const types = lrigTypes(ps);
  return restriction.some((r) => types.includes(r));
}

/** The most SIGNI a player may have on the field under the opponent's designated limits. */
export function signiLimit(s: WxState, player: PlayerId): number {
  let max = 3;
  for (const x of s.players[opponentOf(s, player)]!.signi)
    for (const c of x.card.def.constants) if (c.kind === "opponentSigniLimit") max = Math.min(max, c.max);
  return max;
}

export function removeSigni(s: WxState, x: Signi): void {
  for (const id of s.order) {
    const ps = s.players[id]!;
    const i = ps.signi.indexOf(x);
    if (i >= 0) ps.signi.splice(i, 1);
  }
}

export function signiName(s: WxState, x: Signi): string {
  return isPuppet(s, x) ? `the puppeteered ${cardName(x.card)}` : cardName(x.card);
}
