/**
 * State changes the op handlers share (trashing, placing on the field, suspending, choosing
 * targets), each recorded as events for triggers (15-4-2-2).
 */
import type { PlayerId, CardInst, DigimonState, EffectOrigin, Permanent } from "../state/state.ts";
import {
  top,
  activeAbilities,
  allPermanents,
  cardName,
  newPermanent,
  ownerOf,
  permName,
  sideMatches,
} from "../state/state.ts";
import type { ChoiceRequest, EffectContext } from "../../../engine/types.ts";
import type { FieldTarget, PlayedFrom } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { UNKNOWN_CARD } from "../model/cards/generic.ts";
import { identityOf } from "../model/card-identity.ts";
import { dpOf, isDigimon, permanentMatches, unaffectedBy } from "../derive/index.ts";
import { recordEvent } from "../state/events.ts";

/** A card's name, or "an unknown card" for one the board did not name. */
export function show(c: CardInst): string {
  return c.code === UNKNOWN_CARD ? "an unknown card" : cardName(c);
}

export function optionId(p: Permanent): string {
  const t = top(p);
  return t.label ? `${t.code}#${t.label}` : t.code;
}

/**
 * Whose effect this is and the category of its card (an Option being used, else the Digimon or
 * Tamer whose effect it is), as immunities ask it (15-15-5).
 */
export function effectOrigin(sc: OpScope): EffectOrigin {
  if (sc.origin) return sc.origin;
  const card = sc.usedCard ?? (sc.self ? top(sc.self) : sc.source?.host);
  const category = card?.def.category ?? "Digimon";
  // A Tamer treated as a Digimon: its effects are both Tamer and Digimon effects (15-12-1-6).
  const both = !sc.usedCard && sc.self && category === "Tamer" && isDigimon(sc.s, sc.self);
  return { player: sc.me, category, ...(both ? { alsoDigimon: true as const } : {}) };
}

/**
 * The Digimon among those chosen that this effect can change: one that isn't affected by it
 * stays chosen but is left as it is, and the step says so (15-15-5-1, 15-15-5-3). A `lasting`
 * change (DP, a keyword, an effect, a restriction for a duration) is still made: it carries its
 * origin and counts only while the Digimon can be affected (15-15-5-2, 15-15-5-4).
 */
export function affectable(sc: OpScope, perms: Permanent[], lasting = false): Permanent[] {
  const origin = effectOrigin(sc);
  return perms.filter((p) => {
    const why = unaffectedBy(sc.s, p, origin);
    if (why)
      sc.ctx.note(
        lasting ? `${why}; the change is kept and counts once it can be affected (15-15-5-2)` : why,
      );
    return lasting || !why;
  });
}

/**
 * Chooses the targets (they may include Digimon the effect can't affect) and returns those it
 * affects, or with `lasting` all of them (see affectable).
 */
export function chooseTargets(sc: OpScope, target: FieldTarget, verb: string, lasting = false): Permanent[] {
  return affectable(sc, (sc.chosen = pickTargets(sc, target, verb)), lasting);
}

/**
 * "less than or equal to the trashed card's level", "... the Digimon you played": the value of
 * what the effect moved or played before, as a plain maximum; nothing fits without such a card.
 */
function comparedFilter(sc: OpScope, given: FieldTarget["filter"]): FieldTarget["filter"] | null {
  const f = namedAfter(sc, given);
  if (!f) return null;
  const ref = f.atMostOf;
  if (!ref) return f;
  const { atMostOf: _atMostOf, ...rest } = f;
  const played = sc.played?.[sc.played.length - 1];
  const first = sc.chosen?.[0];
  const card =
    ref.of === "played"
      ? played
        ? top(played)
        : undefined
      : ref.of === "chosen"
        ? first
          ? top(first)
          : undefined
        : sc.moved?.[0];
  if (!card) return null;
  if (ref.by === "sources") {
    if (ref.of !== "chosen" || !first) return null;
    return { ...rest, maxSources: Math.min(first.stack.length - 1, rest.maxSources ?? Infinity) };
  }
  const value =
    ref.by === "dp"
      ? ref.of === "played" && played
        ? dpOf(sc.s, played)
        : ref.of === "chosen" && first
          ? dpOf(sc.s, first)
          : undefined
      : ref.by === "level"
        ? card.def.level
        : card.def.playCost;
  if (value === undefined || value === null) return null;
  const key = ref.by === "dp" ? "maxDp" : ref.by === "level" ? "maxLevel" : "maxPlayCost";
  // "the same level as the placed card": at most and at least it (the reader allows only levels).
  const floor = ref.exact ? { minLevel: Math.max(value, rest.minLevel ?? -Infinity) } : {};
  return { ...rest, ...floor, [key]: Math.min(value, rest[key] ?? Infinity) };
}

/** "that share a name with it": the names of the Digimon chosen first or the card moved; none fits without one. */
function namedAfter(sc: OpScope, f: FieldTarget["filter"]): FieldTarget["filter"] | null {
  if (!f.sharesNameOf) return f;
  const { sharesNameOf, ...rest } = f;
  const first = sc.chosen?.[0];
  const card = sharesNameOf === "chosen" ? (first ? top(first) : undefined) : sc.moved?.[0];
  return card ? { ...rest, nameIs: identityOf(card.def).names } : null;
}

/** The Digimon the player picks for a target, whether or not the effect can affect them (see chooseTargets). */
export function pickTargets(sc: OpScope, given: FieldTarget, verb: string): Permanent[] {
  const { s, me } = sc;
  const compared = comparedFilter(sc, given.filter);
  if (!compared) return [];
  const target = { ...given, filter: compared };
  // "your [X] in the breeding area": only there may the effect choose (3-4-7-5).
  const pool = target.filter.inBreeding ? s.order.flatMap((id) => s.players[id]!.breeding) : allPermanents(s);
  let candidates = pool.filter(
    (p) =>
      sideMatches(s, me, target.side, ownerOf(p)) && permanentMatches(s, p, target.filter, sc.self, sc.me),
  );
  if (target.filter.subject) {
    // The Digimon the trigger was about (ops/referent.ts's triggerSubject, not imported: referent.ts imports this file).
    // An immediate-type effect's subject is the Digimon its event is about ("under that Digimon", 15-8-5).
    const pid = sc.source?.subjectPid ?? sc.subject?.pid;
    candidates = candidates.filter((p) => pid !== undefined && p.pid === pid);
  }
  if (target.filter.playedByThis) {
    const played = (sc.played ?? []).map((p) => p.pid);
    candidates = candidates.filter((p) => played.includes(p.pid));
  }
  if (target.filter.amongSubjects) {
    // Every Digimon the trigger was about (ops/referent.ts's triggerSubjects, same import reason).
    const one = sc.source?.subjectPid;
    const pids = sc.source?.subjectPids ?? (one === undefined ? [] : [one]);
    candidates = candidates.filter((p) => pids.includes(p.pid));
  }
  if (target.filter.extreme) candidates = onlyExtreme(s, candidates, target.filter.extreme);
  if (target.count === "all") return candidates;
  if (!target.upTo && candidates.length <= target.count) {
    if (candidates.length > 0) sc.ctx.settled(targetRequest(sc, candidates, verb, candidates.length, false));
    return candidates;
  }
  if (candidates.length === 0) return [];
  const n = Math.min(target.count, candidates.length);
  const picked = sc.ctx.choose(targetRequest(sc, candidates, verb, n, target.upTo === true));
  return candidates.filter((p) => picked.includes(String(p.pid)));
}

export function targetRequest(
  sc: OpScope,
  candidates: Permanent[],
  verb: string,
  n: number,
  upTo: boolean,
): ChoiceRequest {
  return {
    kind: "target",
    player: sc.me,
    prompt: `Player ${sc.me}: choose ${upTo ? "up to " : ""}${n} Digimon to ${verb}`,
    options: candidates.map((p) => ({ id: String(p.pid), label: permName(p), card: optionId(p) })),
    min: upTo ? 0 : n,
    max: n,
    forCard: sc.forCard,
  };
}

/** "with the lowest DP": the candidates whose value is the lowest (or highest) among them. */
function onlyExtreme(
  s: DigimonState,
  perms: Permanent[],
  ex: NonNullable<FieldTarget["filter"]["extreme"]>,
): Permanent[] {
  const value = (p: Permanent) =>
    ex.by === "dp"
      ? (dpOf(s, p) ?? 0)
      : ex.by === "level"
        ? (top(p).def.level ?? 0)
        : ex.by === "sources"
          ? p.stack.length - 1
          : (top(p).def.playCost ?? 0);
  if (perms.length === 0) return perms;
  const values = perms.map(value);
  const best = ex.which === "lowest" ? Math.min(...values) : Math.max(...values);
  return perms.filter((_, i) => values[i] === best);
}

/** Moves a stack to its owner's trash; every card becomes a new card there (15-4-4-3). */
export function toTrash(s: DigimonState, cards: CardInst[]): void {
  for (const c of cards) {
    c.epoch += 1;
    // A token that leaves the field is removed from the game (4-21-5).
    if (c.def.token) continue;
    s.players[c.owner]!.trash.push(c);
  }
}

/** Takes a Digimon or Tamer off the field; its link cards are trashed at the same time (4-9-6). */
export function removeFromField(s: DigimonState, p: Permanent): void {
  trashLinks(s, p);
  const ps = s.players[ownerOf(p)]!;
  ps.battle = ps.battle.filter((x) => x.pid !== p.pid);
  ps.breeding = ps.breeding.filter((x) => x.pid !== p.pid);
}

/** Trashes a Digimon's link cards: it leaves the field or becomes a new card (4-9-6, 8-2-2-1-2). */
export function trashLinks(s: DigimonState, p: Permanent): CardInst[] {
  const links = p.links ?? [];
  if (links.length === 0) return [];
  delete p.links;
  toTrash(s, links);
  return links;
}

/** A persistent effect in play that forbids playing Digimon by effects (e.g. BT9-033). */
export function playByEffectBlocker(s: DigimonState): Permanent | undefined {
  return allPermanents(s).find((p) =>
    activeAbilities(p).some(({ ability }) => ability.persistent?.kind === "noPlayByEffects"),
  );
}

export function placeOnField(
  s: DigimonState,
  ctx: EffectContext,
  card: CardInst,
  player: PlayerId,
  byEffect: boolean,
  noOnPlay = false,
  /**
   * Played with DigiXros or Assembly: how many cards were placed under it (7-2-2-9, 7-3-2-7).
   * `at`: the moment of the cards one effect plays together, which are played at the same time (15-5-2).
   */
  how: { digixros?: number; assembly?: number; from?: PlayedFrom; at?: number; by?: string } = {},
): Permanent {
  card.epoch += 1;
  const perm = newPermanent(s, [card]);
  const { at, ...played } = how;
  perm.since = at ?? ctx.nextMoment();
  s.players[player]!.battle.push(perm);
  recordEvent(ctx, {
    kind: "played",
    moment: perm.since,
    pid: perm.pid,
    player,
    byEffect,
    ...(noOnPlay ? { noOnPlay } : {}),
    ...played,
  });
  return perm;
}

/**
 * Suspends a Digimon or Tamer; only a real change of state is an event (cf. Q1001).
 * `byEffect`: the player whose effect suspends it.
 */
export function suspendPermanent(ctx: EffectContext, p: Permanent, byEffect?: PlayerId): boolean {
  if (p.suspended) return false;
  p.suspended = true;
  recordEvent(ctx, { kind: "suspended", pid: p.pid, ...(byEffect === undefined ? {} : { byEffect }) });
  return true;
}

export function take(list: CardInst[], c: CardInst): void {
  const i = list.indexOf(c);
  if (i >= 0) list.splice(i, 1);
}

/** One of the Digimon, or none (min 0). */
export function pickPermanent(
  ctx: EffectContext,
  player: string,
  prompt: string,
  perms: Permanent[],
  forCard: string,
) {
  const picked = ctx.choose({
    kind: "target",
    player,
    prompt,
    options: perms.map((p) => ({ id: String(p.pid), label: permName(p), card: optionId(p) })),
    min: 0,
    max: 1,
    forCard,
  });
  return perms.find((p) => picked.includes(String(p.pid)));
}

/** Chooses `n` cards of a list (all of them when there are no more than n). */
export function chooseCards(
  sc: OpScope,
  player: string,
  cards: CardInst[],
  n: number,
  min: number,
  prompt: string,
) {
  if (cards.length <= n && min >= cards.length) return [...cards];
  const picked = sc.ctx.choose({
    kind: "target",
    player,
    prompt,
    options: cards.map((c) => ({ id: String(c.uid), label: cardName(c), card: c.code })),
    min: Math.min(min, cards.length),
    max: Math.min(n, cards.length),
    forCard: sc.forCard,
  });
  return cards.filter((c) => picked.includes(String(c.uid)));
}

export function removeCards(list: CardInst[], cards: CardInst[]): void {
  for (const c of cards) {
    const i = list.indexOf(c);
    if (i >= 0) list.splice(i, 1);
  }
}
