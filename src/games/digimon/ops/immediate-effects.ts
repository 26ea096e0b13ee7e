/**
 * Immediate-type effects (15-8-5): "when X would ..." effects interrupt right before the cause,
 * in the middle of whatever is happening (an effect, rules processing, a battle, a play or a
 * digivolution). They never become pending; each activates at most once per cause (15-8-5-4).
 *
 * Two causes are modelled: a Digimon about to leave the battle area (deleted, or returned by an
 * effect), whose effect may keep it there, and a card about to be played or digivolved into from
 * the hand, whose effects may reduce the memory that is about to move.
 */
import {
  type CostKind,
  costReductionBan,
  count,
  digivolvingAs,
  permanentMatches,
  matchesFilter,
} from "../derive/index.ts";
import type { Ability, AsDigimon, CardFilter, Op, Would } from "../model/index.ts";
import { asOptionCard } from "../model/index.ts";
import { askYesNo } from "../../../engine/chooser.ts";
import type { EffectContext } from "../../../engine/types.ts";
import type { WouldOutcome } from "./scope.ts";
import { type OpScope, newScope } from "./scope.ts";
import { canPay } from "./can-pay.ts";
import { payCost, unpaid } from "./pay-cost.ts";
import { describeOps } from "./describe.ts";
import {
  type CardInst,
  type DigimonState,
  type Permanent,
  type PlayerId,
  activeAbilities,
  allPermanents,
  cardName,
  isFaceUp,
  locate,
  ownerOf,
  permName,
  sideMatches,
  turnHolds,
} from "../state/state.ts";
import type { LeaveCause, LeaveInterceptor, LeaveMoment } from "./interceptors.ts";
import { markUsed, usedUp } from "../state/per-turn.ts";

interface Candidate {
  ability: Ability & { would: Would };
  card: CardInst;
  /** The Digimon or Tamer the ability is on; none for a card in the hand ("this card"). */
  host?: Permanent;
  owner: PlayerId;
  /** A [Trash] or [Security] effect: where its card is, as it is now ("this card", 15-14-3-1, 15-14-5-1). */
  from?: { area: "trash" | "security"; epoch: number };
}

/** Immediate-type abilities on the field: battle area, and [Breeding] ones in the breeding area. */
function onField(s: DigimonState, on: Would["on"]): Candidate[] {
  const out: Candidate[] = [];
  for (const id of s.order) {
    const ps = s.players[id]!;
    for (const [area, perms] of [
      ["battle", ps.battle],
      ["breeding", ps.breeding],
    ] as const)
      for (const host of perms)
        for (const { ability, card } of activeAbilities(host)) {
          const zoneOk = area === "breeding" ? ability.zone === "breeding" : ability.zone === undefined;
          if (zoneOk && ability.category === "immediate" && ability.would?.on === on)
            out.push({ ability: ability as Candidate["ability"], card, host, owner: ownerOf(host) });
        }
  }
  return out;
}

/**
 * Immediate-type abilities of cards in their owner's trash ([Trash], 15-14-3-1) and face up in
 * the security stack ([Security], 15-14-5-1).
 */
function offField(s: DigimonState, on: Would["on"]): Candidate[] {
  const out: Candidate[] = [];
  for (const id of s.order) {
    const ps = s.players[id]!;
    for (const [area, cards] of [
      ["trash", ps.trash],
      ["security", ps.security.filter(isFaceUp)],
    ] as const)
      for (const card of cards)
        for (const ability of card.def.abilities)
          if (ability.zone === area && ability.category === "immediate" && ability.would?.on === on)
            out.push({
              ability: ability as Candidate["ability"],
              card,
              owner: id,
              from: { area, epoch: card.epoch },
            });
  }
  return out;
}

/** The immediate-type abilities that can act now: on the field, and off it where their icon says. */
function inForce(s: DigimonState, on: Would["on"]): Candidate[] {
  return [...onField(s, on), ...offField(s, on)];
}

function fromCard(card: CardInst, on: Would["on"]): Candidate[] {
  // A DUAL card being used is used as its Option side (4-6-6-3).
  const def = on === "use" ? (asOptionCard(card.def) ?? card.def) : card.def;
  return def.abilities
    .filter((a) => a.category === "immediate" && a.would?.on === on && a.zone === undefined)
    .map((a) => ({ ability: a as Candidate["ability"], card, owner: card.owner }));
}

const usedKey = (c: Candidate) => `${c.ability.id}@${c.card.uid}`;

/** Costs paid with the ability's own card ("by suspending this Tamer"). */
const THIS_OPS: ReadonlySet<Op["op"]> = new Set([
  "suspendThis",
  "deleteThis",
  "unsuspendThis",
  "returnSourceToHand",
  "moveThis",
]);

/** "by deleting 1 of your other [X]": a cost that picks a Digimon other than one. */
function picksOther(op: Op): boolean {
  const target = "target" in op ? op.target : undefined;
  return typeof target === "object" && target !== null && "filter" in target && target.filter.other === true;
}

/** Effects activating now: none activates again until the cause that interrupted it is resolved (15-8-5-4). */
const activating = new Set<string>();

/** Whether a cost can be paid in full now (15-8-5-5-1): what canPay checks, and enough targets. */
function costBlocked(sc: OpScope, cost: Op[]): string | null {
  const basic = canPay(sc, cost);
  if (basic) return basic;
  for (const op of cost) {
    if (op.op === "delete" || op.op === "suspend" || op.op === "bounce") {
      if (op.target.count === "all") continue;
      const fits = allPermanents(sc.s).filter(
        (p) =>
          sideMatches(sc.s, sc.me, op.target.side, ownerOf(p)) &&
          permanentMatches(sc.s, p, op.target.filter, sc.self, sc.me) &&
          (op.op !== "suspend" || !p.suspended),
      );
      if (fits.length < op.target.count) return `there are not enough Digimon to ${op.op}`;
    }
    if (op.op === "trashSecurity" && op.side === "you" && sc.s.players[sc.me]!.security.length < op.n)
      return `player ${sc.me} has too few security cards`;
    if (op.op === "trashSources" || op.op === "trashBottomSource") {
      // Trashing "all" of them pays nothing when there are none, so it needs at least one.
      const n = op.op === "trashSources" && op.n !== "all" ? op.n : 1;
      const fits = allPermanents(sc.s).filter(
        (p) =>
          sideMatches(sc.s, sc.me, op.target.side, ownerOf(p)) &&
          permanentMatches(sc.s, p, op.target.filter, sc.self, sc.me) &&
          p.stack.length - 1 >= n,
      );
      if (fits.length === 0) return "there are not enough digivolution cards to trash";
    }
  }
  return null;
}

/**
 * Offers one immediate-type effect: its turn limit, [Once Per Turn], processing conditions and
 * "you may", then runs it and reports the interrupt. Returns what it did to the cause.
 */
function activate(
  s: DigimonState,
  ctx: EffectContext,
  cand: Candidate,
  cause: string,
  subject?: Permanent,
  /** The Digimon the event is about, for "that Digimon" only (the costs stay this card's own). */
  about?: Permanent,
  /** The card a cost change is about ("for each of that card's colors"). */
  card?: CardInst,
  /** The Digimon about to digivolve ("of the same color as the digivolving Digimon"). */
  digivolving?: Permanent[],
): WouldOutcome | null {
  const { ability, card: source, host, owner } = cand;
  if (!turnHolds(s, ability.turn, owner)) return null;
  if (host && !allPermanents(s).includes(host) && !s.players[owner]!.breeding.includes(host)) return null;
  // A card that left its trash or security stack since is a new card there (15-4-4-3).
  if (cand.from && !stillThere(s, cand)) return null;
  if (activating.has(usedKey(cand))) return null;
  if (usedUp(s, ability, usedKey(cand))) return null;
  const outcome: WouldOutcome = { prevented: false, reduction: 0, ...(card ? { card } : {}) };
  const sc = newScope({
    s,
    ctx,
    me: owner,
    ...(host ? { self: host } : {}),
    forCard: source.code,
    would: outcome,
    ...(cand.from ? { usedCard: source, activatedFrom: cand.from } : {}),
  });
  if (subject ?? about) sc.subject = subject ?? about;
  if (digivolving) sc.digivolving = digivolving;
  const cost = ability.cost ?? [];
  // "When one of your X would leave, by deleting 1 of your other X": "other" than the one leaving.
  // Any other cost ("by trashing any 2 of this Digimon's digivolution cards") is paid by this card.
  const onThis = cost.some((op) => THIS_OPS.has(op.op));
  const others = cost.some(picksOther);
  const costScope: OpScope = subject && subject !== host && others && !onThis ? { ...sc, self: subject } : sc;
  if (costBlocked(costScope, cost)) return null;
  if (ability.optional) {
    const what = cost.length ? `pay (${describeOps(cost)}) to ` : "";
    const prompt = `Player ${owner}: ${cause}. With ${cardName(source)}'s effect, ${what}${describeOps(ability.ops)}?`;
    if (!askYesNo(ctx, owner, prompt, source.code)) return null;
  }
  markUsed(s, ability, usedKey(cand));
  const key = usedKey(cand);
  activating.add(key);
  let done: string[];
  try {
    const paid = payCost(costScope, cost);
    // "the deleted Digimon's play cost": what the cost moved, seen by the effect it pays for.
    if (costScope !== sc) sc.moved = costScope.moved;
    const short = unpaid(costScope, cost);
    done = [...paid, ...(short ? [short] : ability.ops.flatMap((op) => sc.run(op)))];
  } finally {
    activating.delete(key);
  }
  ctx.interrupt({
    player: owner,
    card: source.code,
    text: `${cause}: ${cardName(source)}'s immediate-type effect interrupts right before it (15-8-5-2): ${done.join("; ")}.`,
    rule: "15-8-5-2",
  });
  return outcome;
}

function stillThere(s: DigimonState, cand: Candidate): boolean {
  const at = locate(s, cand.card.uid);
  return at?.area === cand.from?.area && cand.card.epoch === cand.from?.epoch;
}

function leaveMatches(s: DigimonState, cand: Candidate, p: Permanent, cause: LeaveCause, deletion: boolean) {
  const w = cand.ability.would;
  if (w.on !== "leave" || (w.deletion && !deletion)) return false;
  if (w.subject === "this" ? cand.host !== p : ownerOf(p) !== cand.owner) return false;
  if (w.filter && !permanentMatches(s, p, w.filter, cand.host)) return false;
  if (w.returned && !cause.returned) return false;
  if (w.inBattle && !cause.battle) return false;
  if (w.notInBattle && cause.battle) return false;
  if (w.notByYourEffect && cause.effectOf === cand.owner) return false;
  if (w.byEffect && cause.effectOf === undefined) return false;
  if (w.byOpponentEffect && (cause.effectOf === undefined || cause.effectOf === cand.owner)) return false;
  return true;
}

/** The "they don't leave" effects used at each leave moment. */
const keepingAll = new WeakMap<LeaveMoment, Candidate[]>();

/**
 * The immediate-type effects that interrupt a Digimon about to leave the battle area (15-8-5):
 * the first leave interceptor (ops/index.ts installs it); each effect acts at most once for
 * the Digimon leaving at one moment.
 */
export const wouldLeaveEffects: LeaveInterceptor = (moment, p) => {
  const { s, ctx, cause, deletion, used } = moment;
  // One activation of "they don't leave" keeps every Digimon it covers that leaves at that moment,
  // even once its own card has left the field to pay for it (official Q&A on BT24-012, BT24-040).
  const covering = keepingAll.get(moment)?.find((cand) => leaveMatches(s, cand, p, cause, deletion));
  if (covering) {
    ctx.note(
      `${permName(p)} does not leave the battle area either: ${cardName(covering.card)}'s effect covers it too`,
    );
    return true;
  }
  for (const cand of inForce(s, "leave")) {
    if (used.has(usedKey(cand)) || !leaveMatches(s, cand, p, cause, deletion)) continue;
    const verb = deletion ? "would be deleted" : "would leave the battle area";
    const out = activate(s, ctx, cand, `${permName(p)} ${verb}`, p);
    if (!out) continue;
    used.add(usedKey(cand));
    if (out.prevented && cand.ability.ops.some((op) => op.op === "preventLeave" && op.all))
      keepingAll.set(moment, [...(keepingAll.get(moment) ?? []), cand]);
    if (out.prevented) return true;
  }
  return false;
};

function cardFits(s: DigimonState, card: CardInst, f: CardFilter): boolean {
  return matchesFilter(s, card, f);
}

/**
 * The play cost after the "when ... would be played" effects (7-1-2-2); never below 0.
 * `fromHand`: whether the card is played from the hand, which "from your hand" effects need.
 */
export function playCost(
  s: DigimonState,
  ctx: EffectContext,
  player: PlayerId,
  card: CardInst,
  fromHand = true,
): number {
  const base = card.def.playCost ?? 0;
  const cands = [
    ...fromCard(card, "play").filter((c) => c.ability.would.on === "play" && c.ability.would.card === "this"),
    ...onField(s, "play").filter((c) => {
      const w = c.ability.would;
      return (
        w.on === "play" &&
        w.card !== "this" &&
        sideMatches(s, c.owner, w.card.side, player) &&
        cardFits(s, card, w.card.filter)
      );
    }),
  ].filter((c) => fromHand || !("fromHand" in c.ability.would && c.ability.would.fromHand));
  if (noReduction(s, ctx, player, "play", cands.length > 0)) return base;
  return reduced(s, ctx, base, cands, `${cardName(card)} would be played`, card);
}

const TAMER: CardFilter = { category: "Tamer" };

/**
 * The digivolution cost after the "when ... would digivolve" effects (8-1-2-4); never below 0.
 * `onto`: the Digimon digivolving (two for a DNA digivolution).
 */
export function digivolveCost(
  s: DigimonState,
  ctx: EffectContext,
  player: PlayerId,
  card: CardInst,
  onto: Permanent[],
  base: number,
  fromHand = true,
  fromTrash = false,
  as?: AsDigimon,
): number {
  // A Digimon in the breeding area meets no effect's condition unless the effect names that area (3-4-7-6).
  const bred = onto.some((p) => s.players[p.stack[0]!.owner]?.breeding.includes(p));
  // "The next time ... digivolves": this digivolution is that time, even when no reduction can act;
  // one in the breeding area is not, and leaves it waiting (official Q&A).
  // A Tamer digivolving "as if it is a level N Digimon" is that Digimon to these effects.
  const seen = onto.map((p) => digivolvingAs(s, card.def, p, as));
  const next = bred ? [] : takeNext(s, player, card, seen, fromHand);
  const field = inForce(s, "digivolve").filter(({ ability, host, owner }) => {
    if (bred && ability.zone !== "breeding") return false;
    const w = ability.would;
    if (w.on !== "digivolve" || w.into === "this" || !cardFits(s, card, w.into)) return false;
    if (w.fromHand && !fromHand) return false;
    if (w.fromTrash && !fromTrash) return false;
    if (w.from === "this")
      return (
        (host !== undefined && onto.includes(host) && (!w.self || permanentMatches(s, host, w.self))) ||
        (w.orTamers === true && owner === player && onto.some((p) => permanentMatches(s, p, TAMER)))
      );
    const from = w.from;
    const sideOk = w.side === "opponent" ? owner !== player : owner === player;
    return sideOk && seen.some((p) => permanentMatches(s, p, from, host));
  });
  const own = fromCard(card, "digivolve").filter(({ ability }) => {
    if (bred && ability.zone !== "breeding") return false;
    const w = ability.would;
    if (w.on !== "digivolve" || w.into !== "this" || w.from === "this") return false;
    if (w.fromHand && !fromHand) return false;
    if (w.fromTrash && !fromTrash) return false;
    const from = w.from;
    return seen.some((p) => permanentMatches(s, p, from));
  });
  const cands = [...field, ...own, ...next];
  if (noReduction(s, ctx, player, "digivolve", cands.length > 0)) return base;
  const name = onto.map(permName).join(" and ");
  // "under that Digimon": the one digivolving, when it is one (a DNA digivolution has two).
  const about = onto.length === 1 ? onto[0] : undefined;
  return reduced(s, ctx, base, cands, `${name} would digivolve into ${cardName(card)}`, card, about, onto);
}

/**
 * The cost changes left by "the next time one of your Digimon digivolves" effects
 * (ops/next-digivolve.ts) that this digivolution of the player's matches: taken off the list,
 * as each is for one digivolution only.
 */
function takeNext(
  s: DigimonState,
  player: PlayerId,
  card: CardInst,
  onto: Permanent[],
  fromHand: boolean,
): Candidate[] {
  const fits = (s.nextDigivolve ?? []).filter(({ player: p, ability }) => {
    const w = ability.would;
    if (p !== player || w?.on !== "digivolve" || w.from === "this" || w.into === "this") return false;
    if (w.fromHand && !fromHand) return false;
    const from = w.from;
    return cardFits(s, card, w.into) && onto.some((o) => permanentMatches(s, o, from));
  });
  if (fits.length === 0) return [];
  s.nextDigivolve = s.nextDigivolve!.filter((n) => !fits.includes(n));
  return fits.map((n) => ({ ability: n.ability as Candidate["ability"], card: n.card, owner: n.player }));
}

/**
 * A cost-reduction ban (derive/cost-bans.ts): the reducing effects can't even be activated for it.
 * Said only when some effect would have reduced the cost: a fixed cost ("for a memory cost of 4")
 * is no reduction (official Q&A).
 */
function noReduction(
  s: DigimonState,
  ctx: EffectContext,
  player: PlayerId,
  what: CostKind,
  wouldReduce: boolean,
): boolean {
  const ban = costReductionBan(s, player, what);
  if (ban && wouldReduce) ctx.note(ban);
  return ban !== null;
}

/** The use cost of an Option card after its "when you would use this card" effects (9-1-6). */
export function immediateUseCost(
  s: DigimonState,
  ctx: EffectContext,
  card: CardInst,
  base: number,
  fromHand = true,
): number {
  const own = fromCard(card, "use").filter(
    ({ ability }) =>
      ability.would.on === "use" && !ability.would.card && (fromHand || !ability.would.fromHand),
  );
  const field = onField(s, "use").filter(({ ability, owner }) => {
    const w = ability.would;
    return w.on === "use" && w.card !== undefined && owner === card.owner && cardFits(s, card, w.card);
  });
  return reduced(s, ctx, base, [...own, ...field], `${cardName(card)} would be used`, card);
}

/** The link cost after the "when ... would link to this Digimon" effects of the Digimon linked to (10-1-3-2). */
export function linkCost(
  s: DigimonState,
  ctx: EffectContext,
  card: CardInst,
  to: Permanent,
  base: number,
): number {
  const cands = onField(s, "link").filter(
    ({ ability, host }) =>
      host === to && ability.would.on === "link" && cardFits(s, card, ability.would.card),
  );
  return reduced(s, ctx, base, cands, `${cardName(card)} would link to ${permName(to)}`, card, to);
}

/** Runs the cost-changing effects in turn; the memory that moves is the base minus their reductions. */
function reduced(
  s: DigimonState,
  ctx: EffectContext,
  base: number,
  cands: Candidate[],
  cause: string,
  card: CardInst,
  about?: Permanent,
  digivolving?: Permanent[],
): number {
  let cost = base;
  for (const cand of cands) {
    const at = `${cause} (cost ${Math.max(0, cost)})`;
    const out = activate(s, ctx, cand, at, undefined, about, card, digivolving);
    if (out) cost = (out.setTo ?? cost) - out.reduction;
  }
  return Math.max(0, cost);
}

/** The operations only immediate-type effects have. */
export function runWouldOp(
  sc: OpScope,
  op: Extract<Op, { op: "preventLeave" | "reduceCost" | "setCost" }>,
): string[] {
  if (!sc.would) return ["(this only works as an immediate-type effect)"];
  if (op.op === "preventLeave") {
    sc.would.prevented = true;
    return [`${sc.subject ? permName(sc.subject) : "it"} does not leave the battle area`];
  }
  if (op.op === "setCost") {
    sc.would.setTo = count(sc.s, sc.me, op.to, sc.self);
    return [`the cost becomes ${sc.would.setTo}`];
  }
  const whose = op.perEach?.ofSubject ? sc.subject : sc.self;
  const n = op.byPaid
    ? (sc.moved ?? []).reduce((sum, card) => sum + (card.def.playCost ?? 0), 0)
    : op.perEach
      ? op.n * count(sc.s, sc.me, op.perEach, whose)
      : op.perCardColor
        ? op.n * (sc.would.card?.def.colors.length ?? 0)
        : op.n;
  sc.would.reduction += n;
  return [`the cost is ${n >= 0 ? "reduced" : "increased"} by ${Math.abs(n)}`];
}
