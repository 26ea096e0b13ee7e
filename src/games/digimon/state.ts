/** The Digimon game state: areas (3-x), stacks, DP, memory gauge (4-1). */
import { bracketName } from "../../engine/wording.ts";
import type { Ability, CardDef, CardFilter, Count, Keyword, Restriction, Side, Op } from "./ability.ts";
import { condHolds } from "./conditions.ts";
import { type LastingRestriction, colorsOf, continuousDp } from "./continuous.ts";
import { matchesMore, permanentMatchesMore } from "./filter-more.ts";
import { identityOf } from "./identity.ts";
import { hasKeyword } from "./battle-keywords.ts";

export type PlayerId = string;

export interface CardInst {
  uid: number;
  code: string;
  label?: string;
  owner: PlayerId;
  def: CardDef;
  /** Bumped each time the card moves between areas: a moved card is a new card (15-4-4-3). */
  epoch: number;
  /** Placed face down under a card at this epoch; any later move turns it face up again. */
  faceDownAt?: number;
  /** Placed face up in a security stack at this epoch: public information there (3-7-4). */
  faceUpAt?: number;
}

/** A face-down card under another card has no card information (4-7-9). */
export function isFaceDown(c: CardInst): boolean {
  return c.faceDownAt === c.epoch;
}

/** A security card placed face up (3-7-4); leaving the stack makes it a new card (15-4-4-3). */
export function isFaceUp(c: CardInst): boolean {
  return c.faceUpAt === c.epoch;
}

export interface DpMod {
  amount: number;
  source: string;
  /** Lasts only for the attack in progress (<Alliance>, 16-24-1). */
  attack?: boolean;
}

/** A Digimon or Tamer on the field: a stack of cards, top first (3-4-4, 4-8). */
export interface Permanent {
  pid: number;
  stack: CardInst[];
  suspended: boolean;
  dpMods: DpMod[];
  unblockable?: boolean;
  /** The moment it arrived on the field: it sees only events from then on (15-5-3). */
  since: number;
  /** Keyword effects gained from effects ("gains <Rush> for the turn"). */
  granted?: { keyword: Keyword; value?: number; source: string; attack?: boolean }[];
  /** Effects that keep it from unsuspending (ops-restrict.ts). */
  noUnsuspend?: { until: "untilOpponentTurnEnds" | "nextUnsuspendPhase"; source: string }[];
  /** What effects keep it from doing (ops-restrict.ts). */
  cant?: { what: Restriction; source: string }[];
  /** Effects it gained from effects (15-15-2; ops-gained.ts). */
  gained?: Ability[];
}

export type AreaName = "battle" | "breeding" | "hand" | "deck" | "security" | "trash";

export interface PlayerState {
  id: PlayerId;
  battle: Permanent[];
  breeding: Permanent[];
  hand: CardInst[];
  deck: CardInst[];
  security: CardInst[];
  trash: CardInst[];
}

/** A DP change that lasts for the turn and reaches every Digimon of a side, even later ones. */
export interface LastingDp {
  card: string;
  owner: PlayerId;
  affects: PlayerId;
  amount: number;
}

/** "All of your Digimon gain <X> for the turn": overall processing that lasts. */
export interface LastingKeyword {
  source: string;
  affects: PlayerId;
  filter: CardFilter;
  keyword: Keyword;
  value?: number;
}

/** An attack in progress and the timing it has reached (11-1-3). */
export interface AttackState {
  attacker: number;
  /** The attacked Digimon's pid, or the opponent player (11-2-7-1). */
  target: number | "player";
  player: PlayerId;
  /** `untargeted`: no target was named, so only the declaration's effects are resolved. */
  stage: "untargeted" | "declared" | "blocked" | "checked" | "battled" | "over" | "ended";
  /** The security card being checked: removed from the stack, in no area (13-1-6). */
  checked?: CardInst;
  /** What the checked card's [Security] effect left for the end of its battle (14-2-5). */
  endOfBattle?: { owner: PlayerId; card: CardInst; ops: Op[] }[];
  /** Security checks performed in this attack's one security check (13-1-2, 13-1-8-5). */
  checks?: number;
  /** <Piercing> triggered: a security check waits for just before the end of the attack (16-7-4). */
  piercing?: boolean;
  /** The checked Security Digimon is to be played at the end of its battle (14-2-5). */
  playAfterBattle?: boolean;
  /** <Execute>: the attacker is deleted at the end of the attack (16-38-4); its card code. */
  deleteAtEnd?: string;
}

/** Processing an effect left for the end of the turn (18-1). */
export interface DelayedProcessing {
  id: number;
  owner: PlayerId;
  card: { code: string; name: string };
  ops: Op[];
  /** Only at the end of this player's turn (default: the next end of any turn). */
  atEndOf?: PlayerId;
  /** The Digimon it acts on, as they were when it was left (ops-later.ts). */
  pids?: number[];
  /** The Digimon that left it, for "delete this Digimon at the end of the turn". */
  selfPid?: number;
}

export interface DigimonState {
  turn: PlayerId;
  order: PlayerId[];
  players: Record<PlayerId, PlayerState>;
  /** The memory gauge from the turn player's point of view: above 0 is on their side (1-4-2). */
  memory: number;
  phase: "main";
  lasting: LastingDp[];
  /** DP changes of a player's Security Digimon that last for the turn (or longer). */
  securityDpMods?: { affects: PlayerId; amount: number; card: string }[];
  /** Keywords that all of a side's Digimon gain, including ones placed later (15-11-2-2). */
  lastingKeywords?: LastingKeyword[];
  /** Every effect gained during the resolution, found by id when it activates (15-15-2). */
  gainedAbilities?: Ability[];
  /** [Once Per Turn] uses this turn: `abilityId@cardUid`. */
  usedThisTurn: Set<string>;
  nextUid: number;
  nextPid: number;
  attack?: AttackState;
  /** Pending processing waiting for the end of the turn (18-1). */
  delayed: DelayedProcessing[];
  /** Further actions of the user's sequence ("A plays X; A ends the turn"), bound when their turn comes. */
  queue: (() => { action: unknown; notes: string[] })[];
  /** Set when the game ended during the resolution. */
  outcome?: string;
  /** Restrictions effects left for a duration (15-8-2). */
  restrictions?: LastingRestriction[];
}

export function opponentOf(s: DigimonState, p: PlayerId): PlayerId {
  return s.order.find((o) => o !== p) ?? p;
}

export function sideMatches(s: DigimonState, me: PlayerId, side: Side, owner: PlayerId): boolean {
  if (side === "any") return true;
  return side === "you" ? owner === me : owner === opponentOf(s, me);
}

export function top(p: Permanent): CardInst {
  return p.stack[0]!;
}

export function cardName(c: CardInst): string {
  return bracketName(c.code, c.def.name);
}

export function permName(p: Permanent): string {
  return cardName(top(p));
}

export function allPermanents(s: DigimonState): Permanent[] {
  return s.order.flatMap((id) => s.players[id]!.battle);
}

export function ownerOf(p: Permanent): PlayerId {
  return top(p).owner;
}

export function findPermanent(s: DigimonState, pid: number): Permanent | undefined {
  return allPermanents(s).find((p) => p.pid === pid);
}

/** Abilities a permanent has now: the top card's own, plus inherited ones from the cards under it (4-3-3). */
export function activeAbilities(p: Permanent): { ability: Ability; card: CardInst; inherited: boolean }[] {
  const [first, ...under] = p.stack;
  if (!first) return [];
  return [
    ...first.def.abilities.map((ability) => ({ ability, card: first, inherited: false })),
    ...under
      .filter((card) => !isFaceDown(card))
      .flatMap((card) => card.def.inherited.map((ability) => ({ ability, card, inherited: true }))),
    ...(p.gained ?? []).map((ability) => ({ ability, card: first, inherited: false })),
  ];
}

export function isDigimon(p: Permanent): boolean {
  const c = top(p).def.category;
  return c === "Digimon" || c === "Digi-Egg";
}

/** Whether a [Your Turn] / [Opponent's Turn] limit holds now for a card of `owner`. */
export function turnHolds(s: DigimonState, turn: Ability["turn"], owner: PlayerId): boolean {
  return turn === "your" ? owner === s.turn : turn === "opponent" ? owner !== s.turn : true;
}

/** Permanents whose DP is being computed: a bonus that depends on other DP must not recurse forever. */
const computing = new Set<Permanent>();

function persistentBonus(s: DigimonState, p: Permanent): number {
  if (computing.has(p)) return 0;
  computing.add(p);
  try {
    return bonusOf(s, p);
  } finally {
    computing.delete(p);
  }
}

function bonusOf(s: DigimonState, p: Permanent): number {
  let bonus = 0;
  for (const { ability } of activeAbilities(p)) {
    const pers = ability.persistent;
    if (pers?.kind === "dpPerEach" && pers.count && turnHolds(s, ability.turn, ownerOf(p)))
      bonus += (pers.amount ?? 0) * count(s, ownerOf(p), pers.count, p);
    if (
      pers?.kind === "dp" &&
      turnHolds(s, ability.turn, ownerOf(p)) &&
      (!pers.while || condHolds(s, ownerOf(p), p, pers.while))
    )
      bonus += pers.amount ?? 0;
  }
  return bonus;
}

/** Current DP, or null for a Digimon without DP (a Digi-Egg on top, 17-1-3-2-1). Never below 0. */
export function dpOf(s: DigimonState, p: Permanent): number | null {
  const base = top(p).def.dp;
  if (top(p).def.category !== "Digimon" || base === undefined) return null;
  const lasting = s.lasting.filter((l) => l.affects === ownerOf(p)).reduce((a, l) => a + l.amount, 0);
  const mods = p.dpMods.reduce((a, m) => a + m.amount, 0);
  return Math.max(0, base + mods + lasting + persistentBonus(s, p) + continuousDp(s, p));
}

/** `dp` gives the current DP of a card on the field; it is computed only when the filter asks about DP. */
export function matchesFilter(
  s: DigimonState,
  c: CardInst,
  f: CardFilter,
  dp: () => number | null = () => null,
): boolean {
  const d = c.def;
  if (isFaceDown(c) && Object.keys(f).length > 0) return false;
  if (f.faceUp !== undefined && isFaceUp(c) !== f.faceUp) return false;
  if (f.category && d.category !== f.category) return false;
  if (f.level !== undefined && d.level !== f.level) return false;
  if (f.maxLevel !== undefined && (d.level === undefined || d.level > f.maxLevel)) return false;
  if (f.colors && !f.colors.some((col) => d.colors.includes(col))) return false;
  const id = identityOf(d);
  if (f.nameIncludes && !f.nameIncludes.some((n) => id.nameParts.some((x) => x.includes(n)))) return false;
  if (f.traitIncludes && !f.traitIncludes.some((t) => id.traits.some((tr) => tr.includes(t)))) return false;
  if (f.notName && id.names.includes(f.notName)) return false;
  if (f.hasTiming && !d.abilities.some((a) => a.timing === f.hasTiming)) return false;
  if (f.maxDp !== undefined || f.minDp !== undefined) {
    const value = dp() ?? d.dp;
    if (f.maxDp !== undefined && (value === undefined || value === null || value > f.maxDp)) return false;
    if (f.minDp !== undefined && (value === undefined || value === null || value < f.minDp)) return false;
  }
  if (f.anyOf && !f.anyOf.some((g) => matchesFilter(s, c, g, dp))) return false;
  return matchesMore(d, f);
}

/** The Digimon whose attack is in progress, until its end (11-6). */
function isAttacking(s: DigimonState, p: Permanent): boolean {
  return s.attack !== undefined && s.attack.stage !== "ended" && s.attack.attacker === p.pid;
}

export function permanentMatches(s: DigimonState, p: Permanent, f: CardFilter, self?: Permanent): boolean {
  if (f.other && self && p.pid === self.pid) return false;
  if (f.category === "Digimon" && top(p).def.category !== "Digimon") return false;
  if (f.category && f.category !== "Digimon" && top(p).def.category !== f.category) return false;
  if (!permanentMatchesMore(p, f)) return false;
  if (f.attacking !== undefined && isAttacking(s, p) !== f.attacking) return false;
  if (f.maxDpOfSelf && self && (dpOf(s, p) ?? 0) > (dpOf(s, self) ?? 0)) return false;
  if (f.maxSourcesOfSelf && self && p.stack.length > self.stack.length) return false;
  if (f.hasKeyword && !hasKeyword(s, p, f.hasKeyword)) return false;
  if (f.lacksKeyword && hasKeyword(s, p, f.lacksKeyword)) return false;
  // A Digimon may also be treated as other colours (15-8-2), so they are asked of the Digimon.
  const colors = f.colors || f.notColors ? colorsOf(s, p) : [];
  if (f.colors && !f.colors.some((c) => colors.includes(c))) return false;
  if (f.notColors && colors.some((c) => f.notColors!.includes(c))) return false;
  // Alternatives may ask about the Digimon on the field too ("is suspended or has <Blocker>").
  if (f.anyOf && !f.anyOf.some((g) => permanentMatches(s, p, g, self))) return false;
  const under = f.sourcesHave;
  if (under && !p.stack.slice(1).some((c) => !isFaceDown(c) && matchesFilter(s, c, under))) return false;
  const lack = f.sourcesLack;
  if (lack && p.stack.slice(1).some((c) => !isFaceDown(c) && matchesFilter(s, c, lack))) return false;
  const rest = {
    ...f,
    sourcesHave: undefined,
    category: undefined,
    anyOf: undefined,
    hasKeyword: undefined,
    lacksKeyword: undefined,
    sourcesLack: undefined,
  };
  delete rest.colors;
  delete rest.notColors;
  return matchesFilter(s, top(p), rest, () => dpOf(s, p));
}

export function count(s: DigimonState, me: PlayerId, c: Count, self?: Permanent): number {
  const n = c.zone
    ? s.order
        .filter((id) => sideMatches(s, me, c.side, id))
        .flatMap((id) => s.players[id]![c.zone!])
        .filter((card) => matchesFilter(s, card, c.filter)).length
    : allPermanents(s).filter(
        (p) => sideMatches(s, me, c.side, ownerOf(p)) && permanentMatches(s, p, c.filter, self),
      ).length;
  return c.per ? Math.floor(n / c.per) : n;
}

/** Gain (n > 0) or lose memory for a player (4-1-4), the gauge capped at 10 either way. */
export function addMemory(s: DigimonState, player: PlayerId, n: number): void {
  const signed = player === s.turn ? n : -n;
  s.memory = Math.max(-10, Math.min(10, s.memory + signed));
}

export function memoryOf(s: DigimonState, player: PlayerId): number {
  return player === s.turn ? s.memory : -s.memory;
}

export function describeMemory(s: DigimonState): string {
  if (s.memory === 0) return "memory 0";
  const side = s.memory > 0 ? s.turn : opponentOf(s, s.turn);
  return `memory ${Math.abs(s.memory)} on player ${side}'s side`;
}

export function newCard(s: DigimonState, def: CardDef, owner: PlayerId, label?: string): CardInst {
  return { uid: s.nextUid++, code: def.code, label, owner, def, epoch: 0 };
}

export function newPermanent(s: DigimonState, stack: CardInst[]): Permanent {
  return { pid: s.nextPid++, stack, suspended: false, dpMods: [], since: 0 };
}

export function emptyPlayer(id: PlayerId): PlayerState {
  return { id, battle: [], breeding: [], hand: [], deck: [], security: [], trash: [] };
}

/** Where a card is now, for failure reasons and checks. */
export function locate(
  s: DigimonState,
  uid: number,
): { area: AreaName; player: PlayerId; perm?: Permanent; card: CardInst } | null {
  for (const id of s.order) {
    const ps = s.players[id]!;
    for (const area of ["battle", "breeding"] as const) {
      for (const perm of ps[area]) {
        const card = perm.stack.find((c) => c.uid === uid);
        if (card) return { area, player: id, perm, card };
      }
    }
    for (const area of ["hand", "deck", "security", "trash"] as const) {
      const card = ps[area].find((c) => c.uid === uid);
      if (card) return { area, player: id, card };
    }
  }
  return null;
}
