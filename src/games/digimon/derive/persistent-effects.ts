/**
 * Continuous effects (15-8-2): persistent abilities on the field that give DP, keywords or
 * restrictions to the cards they reach while their turn limit and condition hold, and
 * restrictions that effects leave for a duration ("can't unsuspend until their turn ends").
 * The engine asks here where it acts: DP, blocking, attack declaration, (un)suspending.
 */
import type { Ability, CardFilter, Color, Grant, Reach, Restriction, Keyword } from "../model/index.ts";
import { asOptionCard } from "../model/index.ts";
import { condHolds } from "./conditions.ts";
import {
  type CardInst,
  type DigimonState,
  type EffectOrigin,
  type Permanent,
  type PlayerId,
  activeAbilities,
  cardName,
  isFaceDown,
  isFaceUp,
  ownerOf,
  sideMatches,
  turnHolds,
} from "../state/state.ts";
import { count, permanentMatches } from "./field-filter.ts";
import { immunityAgainst, isImmunity } from "./immunity.ts";
import { matchesFilter } from "./card-filter.ts";
import { fieldFacts } from "./field-facts.ts";
import { restrictionReaches } from "./restriction-reach.ts";

/** A continuous ability in force now, and the card it is on. */
export interface ContinuousEffect {
  ability: Ability;
  /** The Digimon or Tamer it is on; none for a card in the security stack. */
  self?: Permanent;
  owner: PlayerId;
  card: CardInst;
  /** On a Digimon in the breeding area: only its [Breeding] effects work there (15-14-4-1, 3-4-7-4). */
  bred?: boolean;
}

/**
 * Abilities whose condition is being checked: a condition that asks about DP must not loop. One
 * asked again while it is being checked (two effects whose conditions hold through each other's
 * DP) keeps the state it had at the last rules processing: it stays in force as long as its
 * condition still holds, even once what first met it is gone (official Q&A).
 */
const checking = new Set<string>();

function applies(s: DigimonState, src: ContinuousEffect): boolean {
  const { ability, self, owner } = src;
  const cond = ability.persistent?.while;
  if (
    ability.zone !== (self ? (src.bred ? "breeding" : undefined) : "security") ||
    !turnHolds(s, ability.turn, owner)
  )
    return false;
  if (!cond) return true;
  const key = `${ability.id}@${src.card.uid}`;
  if (asHeld > 0 || checking.has(key)) return s.heldConditions?.includes(key) ?? false;
  checking.add(key);
  try {
    return condHolds(s, owner, self, cond);
  } finally {
    checking.delete(key);
  }
}

const continuousIn = new WeakMap<Ability[], boolean>();

/** Whether a list of abilities has a continuous one (remembered: this is asked for every DP). */
function hasContinuous(list: Ability[]): boolean {
  let v = continuousIn.get(list);
  if (v === undefined) {
    v = list.some((a) => a.persistent?.kind === "continuous");
    continuousIn.set(list, v);
  }
  return v;
}

function carries(p: Permanent): boolean {
  return (
    p.stack.some((c, i) => hasContinuous(i === 0 ? c.def.abilities : c.def.inherited)) ||
    // A continuous effect gained for a while ("can also attack ... for the turn"; 15-15-2).
    (p.gained !== undefined && hasContinuous(p.gained))
  );
}

/** The continuous abilities of the cards in the battle areas whose turn and condition hold now. */
export function continuousEffects(s: DigimonState): ContinuousEffect[] {
  const out: ContinuousEffect[] = [];
  for (const id of s.order)
    for (const [perms, bred] of [
      [s.players[id]!.battle, false],
      [s.players[id]!.breeding, true],
    ] as const)
      for (const self of perms) {
        if (!carries(self)) continue;
        for (const { ability, card } of activeAbilities(self))
          if (ability.persistent?.kind === "continuous") {
            const src = { ability, self, owner: ownerOf(self), card, ...(bred ? { bred } : {}) };
            if (applies(s, src)) out.push(src);
          }
      }
  // 'Until ..., all of your Digimon can also attack unsuspended Digimon': a persistent effect all of a
  // side's Digimon gained for a while, those placed later too (15-11-2-2, 15-15-2; ops/gained-effects.ts).
  for (const l of s.lastingEffects ?? [])
    for (const ability of l.abilities)
      if (ability.persistent?.kind === "continuous")
        for (const self of s.players[l.affects]!.battle) {
          const card = self.stack[0];
          if (card?.def.category !== "Digimon") continue;
          const src = { ability, self, owner: l.affects, card };
          if (applies(s, src)) out.push(src);
        }
  // "[Security] [All Turns] ...": persistent effects of cards face up in the security stack (15-14-5-1).
  for (const id of s.order)
    for (const card of s.players[id]!.security.filter(isFaceUp))
      for (const ability of card.def.abilities)
        if (ability.zone === "security" && ability.persistent?.kind === "continuous") {
          const src = { ability, owner: id, card };
          if (applies(s, src)) out.push(src);
        }
  return out;
}

/** The continuous effects with a condition that are in force now, as `abilityId@cardUid` (see `checking`). */
export function heldContinuousConditions(s: DigimonState): string[] {
  return continuousEffects(s)
    .filter((src) => src.ability.persistent?.while)
    .map((src) => `${src.ability.id}@${src.card.uid}`);
}

function reaches(s: DigimonState, src: ContinuousEffect, reach: Reach, p: Permanent): boolean {
  if (reach === "this") return p === src.self;
  if ("securityOf" in reach) return false;
  // An effect that treats cards as Digimon reaches them as they are (a Tamer, 15-12-1-4).
  const makesDigimon = src.ability.persistent?.grants?.some((g) => "asDigimon" in g) ?? false;
  // "Your opponent's Tamers can't unsuspend" reaches Tamers: the reach names them.
  const namesTamers =
    reach.filter.category === "Tamer" || (reach.filter.anyOf?.some((f) => f.category === "Tamer") ?? false);
  // "All of your [Yuu Amano] can't be deleted": a reach by card name alone reaches that card, a Tamer too.
  const byNameAlone = reach.filter.nameIs !== undefined && reach.filter.category === undefined;
  return (
    (makesDigimon || namesTamers || byNameAlone || fieldFacts().isDigimon(s, p)) &&
    sideMatches(s, src.owner, reach.side, ownerOf(p)) &&
    permanentMatches(s, p, reach.filter, src.self)
  );
}

/**
 * Digimon whose grants are being worked out. An effect's reach may ask about what effects give
 * ("your Digimon with <Blocker> get +1000 DP"); when that question comes back to the same
 * Digimon, it is answered once more with every condition as it stood at the last rules
 * processing (`heldGrants`), and a third time from its own characteristics, so no effect
 * depends on itself.
 */
const granting = new Set<number>();
/** Digimon whose grants are being found as they stood at the last rules processing (`heldGrants`). */
const grantingHeld = new Set<number>();
/** While above 0, a condition is not checked again: it holds as it did at the last rules processing. */
let asHeld = 0;

type Reaching = { grant: Grant; from: CardInst; owner: PlayerId };

/** The grants that reach a Digimon now, each with the card it comes from and whose effect it is. */
function grantsReaching(s: DigimonState, p: Permanent): Reaching[] {
  if (granting.has(p.pid)) return heldGrants(s, p);
  granting.add(p.pid);
  try {
    return reachingNow(s, p);
  } finally {
    granting.delete(p.pid);
  }
}

function reachingNow(s: DigimonState, p: Permanent): Reaching[] {
  const out: Reaching[] = [];
  for (const src of continuousEffects(s)) {
    const pers = src.ability.persistent!;
    if (reaches(s, src, pers.reach ?? "this", p))
      for (const grant of pers.grants ?? [])
        for (const g of counted(s, grant, src.owner, p))
          out.push({ grant: g, from: src.card, owner: src.owner });
  }
  return out;
}

/** A grant that counts ("for each ...") as what it gives this Digimon now; a keyword counted to 0 is not given. */
function counted(s: DigimonState, grant: Grant, owner: PlayerId, p: Permanent): Grant[] {
  if ("dp" in grant && grant.per) return [{ dp: grant.dp * count(s, owner, grant.per, p) }];
  if (!("keyword" in grant) || !grant.per || grant.value === undefined) return [grant];
  const value = grant.value * count(s, owner, grant.per, p);
  return value === 0 ? [] : [{ keyword: grant.keyword, value }];
}

/**
 * The question came back to the same Digimon: the effects with a condition that reach it are
 * those in force at the last rules processing (`checking`), and nothing is asked a third time.
 */
function heldGrants(s: DigimonState, p: Permanent): Reaching[] {
  if (grantingHeld.has(p.pid)) return [];
  grantingHeld.add(p.pid);
  asHeld++;
  try {
    return reachingNow(s, p);
  } finally {
    asHeld--;
    grantingHeld.delete(p.pid);
  }
}

/**
 * The immunities a Digimon holds now (15-15-5), each with the card whose effect gives it:
 * from continuous effects and from effects that last ("for the turn, 1 of your Digimon isn't
 * affected by your opponent's effects"). Immunities themselves are never filtered by immunities.
 */
export function immunitiesOf(
  s: DigimonState,
  p: Permanent,
  reaching = grantsReaching(s, p),
): { cant: Restriction; from: string }[] {
  const out: { cant: Restriction; from: string }[] = [];
  for (const { grant, from } of reaching)
    if ("cant" in grant && isImmunity(grant.cant)) out.push({ cant: grant.cant, from: cardName(from) });
  for (const r of s.restrictions ?? [])
    if (isImmunity(r.cant) && restrictionReaches(s, r, p)) out.push({ cant: r.cant, from: r.source });
  if (progressActs(s, p, reaching)) out.push({ cant: "beAffectedByOpponent", from: "its <Progress>" });
  return out;
}

/**
 * <Progress> (16-39): while attacking, the Digimon isn't affected by the opponent's effects.
 * Read from its own, gained and granted keywords directly (keywordsOf consults immunities).
 */
function progressActs(s: DigimonState, p: Permanent, reaching: { grant: Grant }[]): boolean {
  const a = s.attack;
  if (!a || a.attacker !== p.pid || a.stage === "over" || a.stage === "ended") return false;
  return (
    activeAbilities(p).some(
      ({ ability }) => ability.keyword === "progress" && !ability.timing && !ability.zone,
    ) ||
    (p.granted ?? []).some((g) => g.keyword === "progress") ||
    reaching.some(({ grant }) => "keyword" in grant && grant.keyword === "progress")
  );
}

/** Whether an effect of `origin` no longer changes this Digimon (15-15-5-1, 15-15-5-2): the immunity and its card. */
export function blockingImmunity(
  s: DigimonState,
  p: Permanent,
  origin: EffectOrigin | undefined,
  held?: { cant: Restriction; from: string }[],
): { cant: Restriction; from: string } | null {
  // Only an immunity to a keyword's effects can be to its own player's effects too.
  if (!origin || (origin.player === ownerOf(p) && origin.keyword === undefined)) return null;
  const list = held ?? immunitiesOf(s, p);
  const which = immunityAgainst(
    list.map((h) => h.cant),
    ownerOf(p),
    origin,
  );
  return which ? list.find((h) => h.cant === which)! : null;
}

/**
 * The grants that reach a Digimon now, each with the card it comes from. A grant of the
 * opponent's card that the Digimon isn't affected by does not reach it (15-15-5-1).
 */
export function grantsOn(s: DigimonState, p: Permanent): { grant: Grant; from: CardInst }[] {
  const reaching = grantsReaching(s, p);
  if (reaching.every((r) => r.owner === ownerOf(p))) return reaching;
  const held = immunitiesOf(s, p, reaching);
  if (held.length === 0) return reaching;
  return reaching.filter(
    ({ grant, from, owner }) =>
      ("cant" in grant && isImmunity(grant.cant)) ||
      !blockingImmunity(s, p, { player: owner, category: from.def.category }, held),
  );
}

/** DP from continuous effects. */
export function continuousDp(s: DigimonState, p: Permanent): number {
  return grantsOn(s, p).reduce((sum, { grant }) => sum + ("dp" in grant ? grant.dp : 0), 0);
}

/** The keywords continuous effects give a Digimon now (its own and gained ones are asked elsewhere). */
export function continuousKeywords(
  s: DigimonState,
  p: Permanent,
): { keyword: Keyword; value?: number; param?: string }[] {
  return grantsOn(s, p).flatMap(({ grant }) =>
    "keyword" in grant
      ? [
          {
            keyword: grant.keyword,
            ...(grant.value !== undefined ? { value: grant.value } : {}),
            ...(grant.param !== undefined ? { param: grant.param } : {}),
          },
        ]
      : [],
  );
}

/** Whether "Change <Security Attack -> to <Security Attack +>" reaches this Digimon now. */
export function securityAttackTurnedPlus(s: DigimonState, p: Permanent): boolean {
  return grantsOn(s, p).some(({ grant }) => "securityAttackPlus" in grant);
}

/** Restrictions that also forbid another action: a card that can't suspend can't attack or block (11-2-5, 12-1-4). */
const IMPLIED: Partial<Record<Restriction, Restriction[]>> = {
  attack: ["attackPlayers", "attackDigimon"],
  suspend: ["attack", "attackPlayers", "attackDigimon", "block"],
  // Blocking switches the attack target (Q2280).
  switchTarget: ["beBlocked"],
  beReturned: ["beReturnedByOpponent"],
  haveDpReduced: ["haveDpReducedByOpponent"],
  activateCheckedSecurity: ["activateOptionSecurity"],
};

function covers(cant: Restriction, what: Restriction): boolean {
  return cant === what || (IMPLIED[cant] ?? []).includes(what);
}

/** "can't activate [When Digivolving] effects": the restriction that keeps effects of a timing from activating (15-8-2). */
export const TIMING_BANS: Partial<Record<string, Restriction>> = {
  onPlay: "activateOnPlay",
  whenDigivolving: "activateWhenDigivolving",
  whenAttacking: "activateWhenAttacking",
};

/**
 * Why a Digimon can't do `what` now (the card whose effect it is), or null when nothing forbids it.
 * `other` is the Digimon on the other side of the action (the blocker, for "can't be blocked by").
 */
export function forbidden(
  s: DigimonState,
  p: Permanent,
  what: Restriction,
  other?: Permanent,
  except?: Restriction,
): string | null {
  const byOk = (by: CardFilter | undefined) => !by || (other !== undefined && permanentMatches(s, other, by));
  // `except`: a restriction that doesn't reach this action ("can't suspend" for an attack without suspending).
  const reaches = (cant: Restriction) => covers(cant, what) && (cant === what || cant !== except);
  for (const { grant, from } of grantsOn(s, p))
    if ("cant" in grant && reaches(grant.cant) && byOk(grant.by)) return cardName(from);
  for (const r of s.restrictions ?? [])
    if (
      restrictionReaches(s, r, p) &&
      reaches(r.cant) &&
      byOk(r.by) &&
      (isImmunity(r.cant) || !blockingImmunity(s, p, r.origin))
    )
      return r.source;
  return null;
}

/**
 * Why this Digimon can't digivolve into this card (15-8-2): "can't digivolve", or "can only
 * digivolve into ..." that the card doesn't match; null when nothing forbids it.
 */
export function digivolveBan(s: DigimonState, p: Permanent, card: CardInst): string | null {
  const banned = forbidden(s, p, "digivolve");
  if (banned) return banned;
  for (const { grant, from } of grantsOn(s, p))
    if ("digivolveOnlyInto" in grant && !matchesFilter(s, card, grant.digivolveOnlyInto))
      return `${cardName(from)} (it can only digivolve into certain cards)`;
  return null;
}

/** The DP continuous effects give a Security Digimon during its battle (13-1-8-3). */
export function securityDpDelta(s: DigimonState, card: CardInst): number {
  let dp = 0;
  for (const src of continuousEffects(s)) {
    const reach = src.ability.persistent!.reach;
    if (!reach || reach === "this" || !("securityOf" in reach)) continue;
    const side = reach.securityOf === "you" ? src.owner : s.order.find((o) => o !== src.owner);
    if (side !== card.owner) continue;
    for (const grant of src.ability.persistent!.grants ?? []) if ("dp" in grant) dp += grant.dp;
  }
  return dp;
}

/** Why this attack can't be declared (a restriction on the attacker or the target), or null. */
export function attackBan(
  s: DigimonState,
  attacker: Permanent,
  target: Permanent | "player" | null,
  withoutSuspending = false,
): string | null {
  const what: Restriction =
    target === null ? "attack" : target === "player" ? "attackPlayers" : "attackDigimon";
  const mine = forbidden(s, attacker, what, undefined, withoutSuspending ? "suspend" : undefined);
  if (mine) {
    // Name the narrower reason only when nothing broader ("can't attack", "can't suspend") holds.
    const why =
      target === "player" &&
      !forbidden(s, attacker, "attack", undefined, withoutSuspending ? "suspend" : undefined)
        ? " (it can't attack players)"
        : "";
    return `${cardName(attacker.stack[0]!)} can't attack: an effect of ${mine} prevents it${why}.`;
  }
  if (target === null || target === "player") return null;
  const theirs = forbidden(s, target, "beAttacked");
  if (theirs) return `${cardName(target.stack[0]!)} can't be attacked: an effect of ${theirs} prevents it.`;
  return null;
}

/**
 * How an Option card's colour requirements (4-22) are met now: its own persistent effects may
 * let the player ignore them or let other colours meet them, while their conditions hold.
 */
export function colorRequirementOf(
  s: DigimonState,
  card: CardInst,
  player: PlayerId,
): { ignore: boolean; also: Color[] } {
  const out = { ignore: false, also: [] as Color[] };
  // A DUAL card is used with its Option information (4-6-6).
  for (const ability of (asOptionCard(card.def) ?? card.def).abilities) {
    const pers = ability.persistent;
    if (pers?.kind !== "continuous" || !turnHolds(s, ability.turn, player)) continue;
    if (pers.while && !condHolds(s, player, undefined, pers.while)) continue;
    for (const g of pers.grants ?? [])
      if ("colorRequirement" in g) {
        if (g.colorRequirement === "ignore") out.ignore = true;
        else out.also.push(...g.colorRequirement);
      }
  }
  return out;
}

/** Why a player can't gain memory from an effect of `from` (undefined: not a card on the field), or null. */
export function memoryGainBan(s: DigimonState, player: PlayerId, from: Permanent | undefined): string | null {
  if (from && from.stack[0]!.def.category === "Tamer") return null;
  for (const src of continuousEffects(s))
    for (const g of src.ability.persistent!.grants ?? [])
      if ("noMemoryGain" in g && (g.noMemoryGain === "any" || player !== src.owner))
        return `${cardName(src.card)}'s effect lets player ${player} gain memory only by Tamer effects`;
  return null;
}

/**
 * How much memory the opponent must have for the turn to end by itself (6-1-4-1): 1, or more
 * while a continuous effect of the turn player's card says so.
 */
export function turnEndMemory(s: DigimonState): number {
  let n = 1;
  for (const src of continuousEffects(s))
    for (const g of src.ability.persistent!.grants ?? [])
      if ("turnEndMemory" in g && src.owner === s.turn) n = Math.max(n, g.turnEndMemory);
  return n;
}

/** Whether a continuous effect can change colours; only those are asked a Digimon's colours. */
function givesColor(src: ContinuousEffect): boolean {
  return (src.ability.persistent!.grants ?? []).some((g) => "alsoColor" in g || "alsoColorsOfSources" in g);
}

/** True while colour-giving effects are being applied: their reach sees printed colours. */
let colouring = false;

/**
 * A Digimon's colours now: its top card's, and those an effect says it is also treated as.
 * Colours are settled before the effects that ask about them ("all of your red Digimon get
 * +1000 DP"): only colour-giving effects are asked here, and a colour-giving effect whose reach
 * itself names a colour sees the printed colours, so no colour depends on itself.
 */
export function colorsOf(s: DigimonState, p: Permanent): Color[] {
  const own = p.stack[0]!.def.colors;
  if (colouring) return own;
  colouring = true;
  const more: Color[] = [];
  try {
    for (const src of continuousEffects(s).filter(givesColor)) {
      if (!reaches(s, src, src.ability.persistent!.reach ?? "this", p)) continue;
      for (const g of src.ability.persistent!.grants ?? []) {
        if ("alsoColor" in g) more.push(g.alsoColor);
        // A face-down card has no colour (4-7-9).
        if ("alsoColorsOfSources" in g)
          more.push(...p.stack.slice(1).flatMap((c) => (isFaceDown(c) ? [] : c.def.colors)));
      }
    }
  } finally {
    colouring = false;
  }
  return more.length === 0 ? own : [...new Set([...own, ...more])];
}
