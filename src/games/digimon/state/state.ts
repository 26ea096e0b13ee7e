/**
 * The Digimon game state as plain data: areas (3-x), stacks, memory gauge (4-1), and the
 * lasting things effects left. What a card is now (DP, keywords, colours) is derived from it
 * in ../derive/.
 */
import { bracketName } from "../../../engine/wording.ts";
import type {
  Ability,
  CardDef,
  Duration,
  Side,
  CardFilter,
  Keyword,
  Restriction,
  Op,
  Persistent,
} from "../model/index.ts";
import type { GameNote } from "../../game-notes.ts";
import { successionGained } from "./succession.ts";
import { sameTrait } from "../model/card-identity.ts";

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

/**
 * Whose effect made a change, and the category of the card it came from, so that a card that
 * later isn't affected by such effects stops being changed by it (15-15-5-1, 15-15-5-2).
 */
export interface EffectOrigin {
  player: PlayerId;
  category: string;
  /** A Tamer an effect treats as a Digimon: its effects are Digimon effects too (15-12-1-6). */
  alsoDigimon?: true;
  /** A keyword effect's processing ("De-Digivolve"), for immunities to that keyword's effects. */
  keyword?: string;
}

export interface DpMod {
  amount: number;
  source: string;
  origin?: EffectOrigin;
  /** Lasts only for the attack in progress (<Alliance>, 16-24-1). */
  attack?: boolean;
  ends?: number;
  /**
   * "Change the original DP of ... to 3000": `amount` is the new original DP, not a change; the
   * most recent one counts (15-12-2-3), and DP changes are counted from it.
   */
  original?: boolean;
}

/**
 * When a lasting change ends (durations): at the end of the turn with this number (see
 * `turnNumber`); absent, at the end of the turn it was made in ("for the turn").
 */
export type Ends = number | undefined;

/** A Digimon or Tamer on the field: a stack of cards, top first (3-4-4, 4-8). */
export interface Permanent {
  pid: number;
  stack: CardInst[];
  /** Its link cards (4-9), plugged in sideways: not stacked cards, not on the field (4-9-2, 4-9-4). */
  links?: CardInst[];
  suspended: boolean;
  dpMods: DpMod[];
  unblockable?: boolean;
  /** The moment it arrived on the field: it sees only events from then on (15-5-3). */
  since: number;
  /** Keyword effects gained from effects ("gains <Rush> for the turn"). */
  granted?: {
    keyword: Keyword;
    value?: number;
    source: string;
    attack?: boolean;
    ends?: number;
    origin?: EffectOrigin;
  }[];
  /** Effects that keep it from unsuspending (ops/no-unsuspend.ts). */
  noUnsuspend?: { until: "untilOpponentTurnEnds" | "nextUnsuspendPhase"; source: string; ends?: number }[];
  /** What effects keep it from doing (ops/no-unsuspend.ts). */
  cant?: { what: Restriction; source: string }[];
  /** Effects it gained from effects (15-15-2; ops/gained-effects.ts). */
  gained?: Ability[];
  /** When a gained effect ends, by ability id, for those lasting past this turn. */
  gainedEnds?: Record<string, number>;
  /** Whose effect gave each gained effect, by ability id (15-15-5-4). */
  gainedFrom?: Record<string, EffectOrigin>;
  /**
   * Effects that treat it as a Digimon with this DP (a Tamer "also treated as a 3000 DP Digimon",
   * 15-12-1-4), oldest first: the latest one's DP counts (15-12-1-3); derive/treated-as-digimon.ts.
   */
  asDigimon?: { dp: number; source: string; ends?: number; origin?: EffectOrigin }[];
  /**
   * The turn (`turnNumber`) during which it may be placed for a DigiXros in place of one of the
   * requirements ("When DigiXrosing this turn, you may use this Digimon in place of ..."; ops/xros-stand-in.ts).
   */
  xrosStandIn?: number;
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
  /** The Digi-Egg deck (3-3): face down, its order fixed; the top card hatches (4-18). */
  eggs: CardInst[];
}

/** A DP change that lasts for the turn and reaches every Digimon of a side, even later ones. */
export interface LastingDp {
  card: string;
  owner: PlayerId;
  affects: PlayerId;
  amount: number;
  /** Only the Digimon that match ("all of your Digimon with <Reboot> get +1000 DP"). */
  filter?: CardFilter;
  ends?: number;
  origin?: EffectOrigin;
}

/** "All of your Digimon gain <X> for the turn": overall processing that lasts. */
export interface LastingKeyword {
  source: string;
  affects: PlayerId;
  filter: CardFilter;
  keyword: Keyword;
  value?: number;
  ends?: number;
  origin?: EffectOrigin;
}

/** An attack in progress and the timing it has reached (11-1-3). */
export interface AttackState {
  attacker: number;
  /** The attacked Digimon's pid, or the opponent player (11-2-7-1). */
  target: number | "player";
  player: PlayerId;
  /** `untargeted`: no target was named, so only the declaration's effects are resolved. */
  stage: "untargeted" | "declared" | "countered" | "blocked" | "checked" | "battled" | "over" | "ended";
  /** The security card being checked: removed from the stack, in no area (13-1-6). */
  checked?: CardInst;
  /** The card being checked was face up in the security stack (3-7-4): "if this card was face-up". */
  checkedFaceUp?: boolean;
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
  /**
   * The turn (`turnNumber`) at whose end it is done. Left after that turn's end timing has passed,
   * it is never done: the timing does not come again (18-1-1; Q2731).
   */
  turn?: number;
  /** The Digimon it acts on, as they were when it was left (ops/later.ts). */
  pids?: number[];
  /** The Digimon that left it, for "delete this Digimon at the end of the turn". */
  selfPid?: number;
}

/** A restriction an effect left on a Digimon (by pid) or on all of a player's Digimon. */
export interface LastingRestriction {
  cant: Restriction;
  by?: CardFilter;
  pid?: number;
  /** All of this player's Digimon, including later ones. */
  player?: PlayerId;
  /** With `player`: only those of them that meet this now (15-11-2-3). */
  filter?: CardFilter;
  /** The card whose effect made it, for traces. */
  source: string;
  ends?: number;
  origin?: EffectOrigin;
}

export interface DigimonState {
  turn: PlayerId;
  order: PlayerId[];
  players: Record<PlayerId, PlayerState>;
  /** The memory gauge from the turn player's point of view: above 0 is on their side (1-4-2). */
  memory: number;
  /** The phase of the turn (6-1-2); `start`: the turn has passed to `turn` but not begun (6-6-3). */
  phase: Phase;
  /** The board did not say the phase: the turn may still be started from it. */
  phaseUnsaid?: boolean;
  /** The turn procedure's steps still to come, run one by one once nothing is pending (6-1-3). */
  turnSteps?: TurnStep[];
  /** The turn is ending because the memory went to the opponent's side (6-6-4 may postpone it). */
  endByMemory?: boolean;
  /** Players whose deck the board lists: only they can run out of cards to draw (1-2-3-2). */
  deckListed?: PlayerId[];
  lasting: LastingDp[];
  /** DP changes of a player's Security Digimon that last for the turn (or longer). */
  securityDpMods?: { affects: PlayerId; amount: number; card: string; ends?: number }[];
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
  queue: QueuedAction[];
  /** A bound action of the next turn player, waiting while their turn starts and its phases run. */
  heldAction?: unknown;
  /** Set when the game ended during the resolution. */
  outcome?: string;
  /** How many turns have passed since the board's turn (absent: none); see `turnNumber`. */
  turnsPassed?: number;
  /** Restrictions effects left for a duration (15-8-2). */
  restrictions?: LastingRestriction[];
  /** Players whose Digi-Egg deck the board lists: the final state shows it for them. */
  eggsListed?: PlayerId[];
  /** Per player, the security cards a shuffle left in an order no one knows (1-3-10), by uid. */
  shuffled?: Record<PlayerId, number[]>;
  /** The breeding phase is open and waits for the turn player's one action (6-4-1). */
  breedingOpen?: boolean;
  /** Effects that all of a side's Digimon gain, including ones placed later (15-11-2-2, 15-15-2). */
  lastingEffects?: LastingEffect[];
  /** What a player can't play (or move out of the breeding area) for a duration (derive/play-bans.ts). */
  playBans?: PlayBan[];
  /** What happened this turn that effects ask about (turn-history.ts); absent: nothing is known. */
  thisTurn?: TurnHistory;
  /** "The next time one of your Digimon digivolves this turn, reduce ...": each consulted once (ops/next-digivolve.ts). */
  nextDigivolve?: NextDigivolve[];
  /**
   * The continuous effects with a condition ("while ...") that were in force at the last rules
   * processing, as `abilityId@cardUid` (derive/persistent-effects.ts `settleConditions`).
   */
  heldConditions?: string[];
}

/**
 * A cost change waiting for a player's next matching digivolution: an immediate-type ability
 * (15-8-5) made by an effect, offered at that digivolution and then gone, whether it activated or not.
 */
export interface NextDigivolve {
  player: PlayerId;
  ability: Ability;
  /** The card whose effect made it. */
  card: CardInst;
  ends?: number;
}

/** What happened during the turn in progress that effects ask about (turn-history.ts). */
export interface TurnHistory {
  /** Players who attacked with a Digimon this turn. */
  attack: PlayerId[];
  /** Players who digivolved a Digimon this turn, by the rules or by an effect. */
  digivolve: PlayerId[];
  /** Players whose deeds before the board the board says (`did ...`); all of them once a turn began in the resolution. */
  said: PlayerId[];
}

/** "Your opponent can't play or move Digimon with 6000 DP or less until the end of their turn." */
export interface PlayBan {
  player: PlayerId;
  filter: CardFilter;
  /** Moving such a Digimon from the breeding area to the battle area is banned too. */
  move?: true;
  /** Only plays by effects are banned ("can't play Digimon by effects"). */
  byEffect?: true;
  /** Only cards played from the trash ("their effects can't play Digimon from the trash"). */
  fromTrash?: true;
  source: string;
  ends?: number;
  origin?: EffectOrigin;
}

/** "All of your Digimon gain the following effect for the turn: "..."": held by the side, not by each Digimon. */
export interface LastingEffect {
  source: string;
  affects: PlayerId;
  abilities: Ability[];
  ends?: number;
  origin?: EffectOrigin;
}

/** An action of the user's sequence, bound when its turn comes; `breeding`: a breeding-phase action (hatch, move). */
export type QueuedAction = (() => { action: unknown; notes: GameNote[] }) & {
  breeding?: boolean;
  player?: PlayerId;
};

export type Phase = "start" | "unsuspend" | "draw" | "breeding" | "main" | "end";
export const PHASES: readonly Phase[] = ["start", "unsuspend", "draw", "breeding", "main", "end"];

/** One step of the turn procedure (6-1-2, 6-6); `pass`: the turn goes to the other player (6-6-3). */
export type TurnStep = "unsuspend" | "draw" | "breeding" | "main" | "end" | "pass";

/** The number of the turn in progress: the board's turn is 0, and each turn that passes adds 1 (6-6-3). */
export function turnNumber(s: DigimonState): number {
  return s.turnsPassed ?? 0;
}

/**
 * The turn whose end ends a change an effect of `me` makes now: "for the turn", this one;
 * "until the end of the opponent's turn", the opponent's turn in progress or their next one;
 * "their next turn", always a later one; the same for "your turn".
 */
export function endsOf(s: DigimonState, me: PlayerId, duration: Duration): Ends {
  if (duration === "turn") return undefined;
  const now = turnNumber(s);
  const mine = duration === "untilYourTurnEnds" || duration === "untilYourNextTurnEnds";
  const theirsNow = (mine ? me : opponentOf(s, me)) === s.turn;
  const next = duration === "untilOpponentNextTurnEnds" || duration === "untilYourNextTurnEnds";
  return now + (theirsNow ? (next ? 2 : 0) : 1);
}

/** The duration in words: "for the turn", "until the end of player B's turn", "... next turn". */
export function endsWords(s: DigimonState, ends: Ends): string {
  if (ends === undefined) return "for the turn";
  const ahead = ends - turnNumber(s);
  if (ahead <= 0) return `until the end of player ${s.turn}'s turn`;
  const player = ahead % 2 === 0 ? s.turn : opponentOf(s, s.turn);
  return `until the end of player ${player}'s ${ahead >= 2 ? "next " : ""}turn`;
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
  const stack = p.stack;
  const first = stack[0];
  if (!first) return [];
  // Built in one array (the engine asks this many times a step): the top card's own, the
  // inherited ones, then what those grant, the gained effects and the link effects.
  const out: { ability: Ability; card: CardInst; inherited: boolean }[] = [];
  for (const ability of first.def.abilities) out.push({ ability, card: first, inherited: false });
  let grants = false;
  for (let k = 1; k < stack.length; k++) {
    const card = stack[k]!;
    if (isFaceDown(card)) continue;
    for (const ability of card.def.inherited) out.push({ ability, card, inherited: true });
  }
  for (const { ability } of out)
    if (ability.persistent?.kind === "sourceEffects" || ability.keyword === "succession") grants = true;
  if (grants) {
    const under = stack.slice(1);
    const own = out.slice();
    for (const { ability, card } of sourceEffectsGained(own, under))
      out.push({ ability, card, inherited: false });
    for (const { ability, card } of successionGained(own, under, isFaceDown))
      out.push({ ability, card, inherited: false });
  }
  if (p.gained) for (const ability of p.gained) out.push({ ability, card: first, inherited: false });
  // A Digimon gains the link effects of its link cards (4-3-5).
  if (p.links)
    for (const card of p.links)
      for (const ability of card.def.link?.abilities ?? []) out.push({ ability, card, inherited: false });
  return out;
}

/**
 * "This Digimon gains all effects of cards with [X] in their names in this Digimon's digivolution
 * cards": the main effects of the face-up cards under it whose names match, as its own. A gained
 * effect of that kind does not reach further (no chain through the cards it names).
 */
export function sourceEffectsGained(
  own: { ability: Ability }[],
  under: CardInst[],
): { ability: Ability; card: CardInst }[] {
  const grants = own.map(({ ability }) => ability.persistent).filter((x) => x?.kind === "sourceEffects");
  if (grants.length === 0) return [];
  const fits = (g: Persistent, card: CardInst) =>
    g.traits
      ? g.traits.some((t) => card.def.traits.some((x) => sameTrait(x, t)))
      : (g.names ?? []).some((n) => (g.exactName ? card.def.name === n : card.def.name.includes(n)));
  return under
    .filter((card) => !isFaceDown(card))
    .flatMap((card) =>
      card.def.abilities
        .filter(
          (ability) =>
            ability.persistent?.kind !== "sourceEffects" &&
            grants.some((g) => fits(g!, card) && (!g!.timing || g!.timing === ability.timing)),
        )
        .map((ability) => ({ ability, card })),
    );
}

/**
 * Whether its top card makes it a Digimon (4-3-1). Only a start: whether it is a Digimon now,
 * effects that treat a Tamer as one included, is derive/treated-as-digimon.ts `isDigimon`.
 */
export function isPrintedDigimon(p: Permanent): boolean {
  const c = top(p).def.category;
  return c === "Digimon" || c === "Digi-Egg";
}

/** Whether a [Your Turn] / [Opponent's Turn] limit holds now for a card of `owner`. */
export function turnHolds(s: DigimonState, turn: Ability["turn"], owner: PlayerId): boolean {
  return turn === "your" ? owner === s.turn : turn === "opponent" ? owner !== s.turn : true;
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
  return { id, battle: [], breeding: [], hand: [], deck: [], security: [], trash: [], eggs: [] };
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
