/**
 * The Duel Masters game state, as much of it as the state-based actions (703.4a-l) need:
 * the zones, the objects in the battle zone (evolution stacks, linked Gods, linked cells,
 * sealed cards), fortified shields, and the conditions the checks read (a direct attack
 * that went through, creatures that lost a battle, a linked God that is leaving...).
 */
import type { DmCardDef, DmGrant } from "./cards.ts";
import { UNKNOWN_DM_CARD } from "./cards.ts";
import type { GameNote } from "../game-notes.ts";

export type PlayerId = string;

export interface CardInst {
  uid: number;
  code: string;
  label?: string;
  owner: PlayerId;
  def: DmCardDef;
  /** A card in the mana zone that is tapped (cards elsewhere never are; creatures tap as objects). */
  tapped?: boolean;
}

/**
 * One object in the battle zone: a creature, an evolution creature with the cards under it,
 * linked Gods or linked cells (left to right), a Cross Gear, a D2 Field, or whatever an effect
 * put there.
 */
export interface BzObject {
  oid: number;
  /** "stack": top card first (a single card is a stack of one); "link": left to right. */
  form: "stack" | "link";
  cards: CardInst[];
  /** Seals placed on this card (116): while it has any, the card is sealed. */
  seals: CardInst[];
  tapped: boolean;
  /** Power changes that last for the turn. */
  powerMods: number[];
  /** Keywords given until the end of the turn. */
  grants: DmGrant[];
  /** Gods (by card uid) whose link ability is gone for the turn (703.4e). */
  linkLost: number[];
  /** It lost a battle and waits for 703.4d. */
  lostBattle: boolean;
  /** A linked God an effect made leave: 703.4f decides which one card actually leaves. */
  leaving: { to: "graveyard" | "hand"; destroyed: boolean } | null;
  /** Its top card left on its own: the cards under it wait to be rebuilt (703.4h). */
  rebuild: boolean;
  /** A Command that has just come into the battle zone and waits for 703.4j. */
  newCommand: boolean;
  /** Order of arrival in the battle zone, for 703.4l. */
  arrived: number;
  /** It is attacking now (Power Attacker counts only then). */
  attacking: boolean;
  /** It came into the battle zone during this resolution: summoning sickness. */
  sick: boolean;
  /** It stayed tapped in the untap step to use its Silent skill at the start of the turn. */
  silentSkill?: boolean;
  /** A Cross Gear: the creature (by oid) it is crossed with, while that creature stays. */
  crossedWith?: number;
}

/** A shield, possibly fortified by a castle (304). */
export interface Shield {
  card: CardInst;
  castle: CardInst | null;
}

/** A castle whose shield left the shield zone (703.4k). */
export interface LooseCastle {
  castle: CardInst;
  /** The shield's uid while its Shield Trigger is still to be used or declined. */
  waitingFor: number | null;
}

export interface PlayerState {
  id: PlayerId;
  battle: BzObject[];
  shields: Shield[];
  looseCastles: LooseCastle[];
  hand: CardInst[];
  /** Top card first. */
  deck: CardInst[];
  /** False when the board did not give the deck: it is then taken as never running out. */
  deckKnown: boolean;
  graveyard: CardInst[];
  mana: CardInst[];
  hyperspatial: CardInst[];
}

export interface DmState {
  turn: PlayerId;
  order: PlayerId[];
  players: Record<PlayerId, PlayerState>;
  /** Players directly attacked with no shields, the attack not redirected (703.4a). */
  directlyAttacked: PlayerId[];
  /** Players who lost, with the rule; the game ends once anyone has. */
  lost: { player: PlayerId; rule: string }[];
  nextUid: number;
  nextOid: number;
  clock: number;
  /** The definition of a card the board only counts (`deck 5`). */
  unknownDef: DmCardDef;
  /** The spell or ability being resolved while state-based actions are checked inside it (111.2d). */
  resolving: string | null;
  /** Players who drew from a deck the board did not give (the reply says so). */
  drewBlind: PlayerId[];
  /** The timings still to come of the action being resolved (turn steps, the attack's steps). */
  steps: DmStep[];
  /** The user's further actions, bound only when their turn comes. */
  queue: (() => { action: unknown; notes: GameNote[] })[];
  /** Creatures (by object) that broke shields this turn, with their controllers (Turbo rush). */
  shieldBreakers: { player: PlayerId; oid: number }[];
  /** Players who cast a spell this turn, once per spell ("only if you have cast a spell this turn"). */
  spellsCast: PlayerId[];
  /** "Whenever any of your creatures would be destroyed this turn, put it into ... instead", until the turn ends. */
  destroyedInsteadThisTurn: { player: PlayerId; to: "hand" | "mana"; race?: string }[];
  /** The two creatures (by object) battling right now, while their powers are compared. */
  battling?: [number, number];
  /** The attack in progress, between its timings. */
  attack: { player: PlayerId; attacker: number; target: number | "player"; blocker: number | null } | null;
}

/** A timing that follows once everything pending is resolved. */
export type DmStep =
  "attackBlock" | "attackUnblocked" | "attackResult" | "endCleanup" | "untap" | "start" | "draw";

export function opponentOf(s: DmState, p: PlayerId): PlayerId {
  return s.order.find((o) => o !== p) ?? p;
}

export function emptyPlayer(id: PlayerId): PlayerState {
  return {
    id,
    battle: [],
    shields: [],
    looseCastles: [],
    hand: [],
    deck: [],
    deckKnown: false,
    graveyard: [],
    mana: [],
    hyperspatial: [],
  };
}

export function newCard(s: DmState, def: DmCardDef, owner: PlayerId, label?: string): CardInst {
  const c: CardInst = { uid: s.nextUid++, code: def.code, owner, def };
  if (label !== undefined) c.label = label;
  return c;
}

export function newObject(s: DmState, cards: CardInst[], form: BzObject["form"] = "stack"): BzObject {
  return {
    oid: s.nextOid++,
    form,
    cards,
    seals: [],
    tapped: false,
    powerMods: [],
    grants: [],
    linkLost: [],
    lostBattle: false,
    leaving: null,
    rebuild: false,
    newCommand: false,
    arrived: s.clock++,
    attacking: false,
    sick: false,
  };
}

export function top(o: BzObject): CardInst {
  return o.cards[0]!;
}

export function cardName(c: CardInst): string {
  return `[${c.code} ${c.def.name}]`;
}

export function objName(o: BzObject): string {
  if (o.form === "link") return `the linked ${o.cards.map(cardName).join(" + ")}`;
  return cardName(top(o));
}

export function controllerOf(s: DmState, o: BzObject): PlayerId {
  for (const id of s.order) if (s.players[id]!.battle.includes(o)) return id;
  return top(o).owner;
}

export function allObjects(s: DmState): BzObject[] {
  return s.order.flatMap((id) => s.players[id]!.battle);
}

export const isGod = (c: CardInst): boolean => c.def.god !== undefined;
export const isCell = (c: CardInst): boolean =>
  c.def.type === "Psychic Cell" || c.def.type === "Dragheart Cell";
export const isCommand = (c: CardInst): boolean => c.def.races.some((r) => /\bCommand\b/.test(r));
export const isUnknown = (c: CardInst): boolean => c.code === UNKNOWN_DM_CARD;

export function isSealed(o: BzObject): boolean {
  return o.seals.length > 0;
}

/** Linked Gods or linked cells form one creature; so does a creature card on top of a stack. */
export function isCreature(o: BzObject): boolean {
  if (isSealed(o) || o.rebuild) return false;
  if (o.form === "link") return o.cards.length > 1;
  return top(o).def.type === "Creature";
}

export const isCrossGear = (o: BzObject): boolean => o.form === "stack" && top(o).def.type === "Cross Gear";

/** The Cross Gears crossed with `o` now (a gear stays behind, uncrossed, when its creature leaves). */
export function gearsOn(s: DmState, o: BzObject): BzObject[] {
  return allObjects(s).filter((g) => isCrossGear(g) && g.crossedWith === o.oid);
}

export function isLinkedGod(o: BzObject): boolean {
  return o.form === "link" && o.cards.length > 1 && o.cards.every(isGod);
}

export function isLinkedCells(o: BzObject): boolean {
  return o.form === "link" && o.cards.length > 1 && o.cards.every(isCell);
}

/** Printed power (linked parts add up, a project simplification) and changes for the turn. */
export function basePowerOf(o: BzObject): number {
  const base =
    o.form === "link" ? o.cards.reduce((a, c) => a + (c.def.power ?? 0), 0) : (top(o).def.power ?? 0);
  return base + o.powerMods.reduce((a, m) => a + m, 0);
}

/** The object's civilizations: every card of a link, the top card of a stack. */
export function civilizationsOf(o: BzObject): string[] {
  const cards = o.form === "link" ? o.cards : [top(o)];
  return [...new Set(cards.flatMap((c) => c.def.civilizations))];
}

/** Two Gods side by side link when each one's link ability names the other on that side. */
export function godsLink(left: CardInst, right: CardInst, lost: number[]): boolean {
  if (lost.includes(left.uid) || lost.includes(right.uid)) return false;
  const l = left.def.god;
  const r = right.def.god;
  return l !== undefined && r !== undefined && l.right.includes(right.code) && r.left.includes(left.code);
}

/** Whether a shield's Shield Trigger works: its own, or given by the castle on it. */
export function hasShieldTrigger(card: CardInst, castle: CardInst | null): boolean {
  return card.def.shieldTrigger || castle?.def.castleGrantsTrigger === true;
}

export function findObject(s: DmState, oid: number): BzObject | undefined {
  return allObjects(s).find((o) => o.oid === oid);
}

/** Takes an object out of its controller's battle zone. */
export function removeObject(s: DmState, o: BzObject): void {
  for (const id of s.order) {
    const ps = s.players[id]!;
    const i = ps.battle.indexOf(o);
    if (i >= 0) ps.battle.splice(i, 1);
  }
}

/**
 * Where a card goes when it leaves the battle zone for the graveyard: Psychic and Dragheart
 * cards go back to the hyperspatial zone instead, as their own rules say.
 */
export function sendToGraveyard(s: DmState, c: CardInst): "graveyard" | "hyperspatial" {
  const ps = s.players[c.owner]!;
  if (isCell(c) || c.def.races.includes("Psychic") || c.def.races.includes("Dragheart")) {
    ps.hyperspatial.push(c);
    return "hyperspatial";
  }
  ps.graveyard.push(c);
  return "graveyard";
}

export function codeOf(c: CardInst): string {
  if (isUnknown(c)) return "?";
  return c.label ? `${c.code}#${c.label}` : c.code;
}
