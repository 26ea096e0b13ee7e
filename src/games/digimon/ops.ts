/** Effect operations: what abilities do, each recorded as events for triggers (15-4-2-2). */
import type { EffectContext } from "../../engine/types.ts";
import type { Amount, FieldTarget, Op } from "./ability.ts";
import type { DigimonSource } from "./events.ts";
import { recordEvent } from "./events.ts";
import { runMoreOp } from "./ops-more.ts";
import { cantChange } from "./ops-statics.ts";
import { memoryGainBan } from "./continuous.ts";
import { cannotUnsuspend } from "./ops-restrict.ts";
import { type WouldOutcome, runWouldOp, stillLeaving } from "./ops-would.ts";
import { runOptionOp } from "./ops-options.ts";
import { canFlip, runSecurityOp } from "./ops-security.ts";
import { runPlaysOp } from "./ops-plays.ts";
import { UNKNOWN_CARD } from "./cards/generic.ts";
import { condHolds } from "./conditions.ts";
import {
  type CardInst,
  type DigimonState,
  type Permanent,
  type PlayerId,
  addMemory,
  allPermanents,
  activeAbilities,
  cardName,
  count,
  describeMemory,
  dpOf,
  findPermanent,
  isFaceDown,
  matchesFilter,
  newPermanent,
  opponentOf,
  ownerOf,
  permName,
  permanentMatches,
  sideMatches,
  top,
} from "./state.ts";
import { askYesNo } from "../../engine/chooser.ts";
import { canMove } from "./ops-costs.ts";
import { barrierSaves, hasKeyword, keywordPreventsDeletion } from "./battle-keywords.ts";
import { keywordsAtDeletion, save } from "./keyword-triggers.ts";
import { emitHandAdded } from "./ops-events.ts";
import { laterWords } from "./ops-later.ts";
import { deletionProtected, protectedFrom, withDeletionMax } from "./ops-dpr.ts";
import { cannotTopToBottom, runIfDeleted, runRaiseLevelMax, runTopToBottom } from "./ops-stack.ts";
import { mindLink } from "./ops-mind-link.ts";

export interface OpScope {
  s: DigimonState;
  ctx: EffectContext;
  me: PlayerId;
  /** The Digimon or Tamer whose effect this is, when it is on the field. */
  self?: Permanent;
  source?: DigimonSource;
  /** Card whose effect asks, for choices addressed by card. */
  forCard: string;
  /** The Digimon the effect's last choice of targets picked, for "It ..." / "That Digimon ...". */
  chosen?: Permanent[];
  /** An immediate-type effect's view of the cause it interrupts (ops-would.ts). */
  would?: WouldOutcome;
  /** The Digimon an immediate-type effect is about ("prevent that deletion"). */
  subject?: Permanent;
  /** "This card": the Option being used, or the card a security check revealed. */
  usedCard?: CardInst;
  /** The Digimon this effect played so far, for "the Digimon this effect played" (ops-later.ts). */
  played?: Permanent[];
}

function show(c: CardInst): string {
  return c.code === UNKNOWN_CARD ? "an unknown card" : cardName(c);
}

export function optionId(p: Permanent): string {
  const t = top(p);
  return t.label ? `${t.code}#${t.label}` : t.code;
}

export function chooseTargets(sc: OpScope, target: FieldTarget, verb: string): Permanent[] {
  return (sc.chosen = pickTargets(sc, target, verb));
}

function pickTargets(sc: OpScope, target: FieldTarget, verb: string): Permanent[] {
  const { s, me } = sc;
  let candidates = allPermanents(s).filter(
    (p) => sideMatches(s, me, target.side, ownerOf(p)) && permanentMatches(s, p, target.filter, sc.self),
  );
  if (target.filter.subject) candidates = candidates.filter((p) => p.pid === sc.source?.subjectPid);
  if (target.filter.extreme) candidates = onlyExtreme(s, candidates, target.filter.extreme);
  if (target.count === "all" || (!target.upTo && candidates.length <= target.count)) return candidates;
  if (candidates.length === 0) return [];
  const n = Math.min(target.count, candidates.length);
  const picked = sc.ctx.choose({
    kind: "target",
    player: me,
    prompt: `Player ${me}: choose ${target.upTo ? "up to " : ""}${n} Digimon to ${verb}`,
    options: candidates.map((p) => ({ id: String(p.pid), label: permName(p), card: optionId(p) })),
    min: target.upTo ? 0 : n,
    max: n,
    forCard: sc.forCard,
  });
  return candidates.filter((p) => picked.includes(String(p.pid)));
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
        : (top(p).def.playCost ?? 0);
  if (perms.length === 0) return perms;
  const values = perms.map(value);
  const best = ex.which === "lowest" ? Math.min(...values) : Math.max(...values);
  return perms.filter((_, i) => values[i] === best);
}

function amountOf(sc: OpScope, amount: Amount): number {
  return typeof amount === "number" ? amount : count(sc.s, sc.me, amount.perEach, sc.self) * amount.times;
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

export function removeFromField(s: DigimonState, p: Permanent): void {
  const ps = s.players[ownerOf(p)]!;
  ps.battle = ps.battle.filter((x) => x.pid !== p.pid);
  ps.breeding = ps.breeding.filter((x) => x.pid !== p.pid);
}

/** Deletes Digimon simultaneously (one moment), recording a deletion event for each; returns those deleted. */
/**
 * <Armor Purge> (16-19): an immediate-type effect (15-8-5) that acts right before the deletion,
 * in the middle of whatever is deleting: by trashing its top card, the Digimon is not deleted.
 */
function armorPurge(s: DigimonState, ctx: EffectContext, p: Permanent): boolean {
  const has = hasKeyword(s, p, "armorPurge");
  if (!has || p.stack.length < 2) return false;
  const owner = ownerOf(p);
  const name = permName(p);
  const agreed = askYesNo(
    ctx,
    owner,
    `Player ${owner}: ${name} would be deleted. Trash its top card to prevent it (<Armor Purge>)?`,
    top(p).code,
  );
  if (!agreed) return false;
  const trashed = p.stack.shift()!;
  toTrash(s, [trashed]);
  ctx.interrupt({
    player: owner,
    card: trashed.code,
    text: `${name} would be deleted: its <Armor Purge> interrupts right before the deletion (15-8-5-2), trashing ${cardName(trashed)} from the top, so ${permName(p)} is not deleted.`,
    rule: "16-19-1",
  });
  return true;
}

/** "X is deleted", and for a Digimon that an immediate-type effect kept, that it was not. */
export function deletionWords(before: Map<Permanent, string>, gone: Permanent[]): string[] {
  const deleted = [...before].filter(([p]) => gone.includes(p)).map(([, n]) => n);
  const out: string[] = [];
  if (deleted.length) out.push(`${deleted.join(", ")} ${deleted.length > 1 ? "are" : "is"} deleted`);
  for (const [p, n] of [...before].filter(([p]) => !gone.includes(p))) {
    const why = protectedFrom.get(p);
    out.push(
      why
        ? `${n} ${why}`
        : `${n} would be deleted, but an immediate-type effect prevents it (see the interrupt)`,
    );
  }
  return out;
}

/** Why Digimon are deleted: a battle (with the Digimon each battled), or whose effect. */
export interface DeletionCause {
  battle?: Map<Permanent, Permanent | "security">;
  effectOf?: PlayerId;
}

export function deletePermanents(
  s: DigimonState,
  ctx: EffectContext,
  perms: Permanent[],
  zeroDp: boolean,
  cause: DeletionCause = {},
): Permanent[] {
  const kept = perms.filter(
    (p) =>
      !deletionProtected(s, p, cause, zeroDp) &&
      !armorPurge(s, ctx, p) &&
      !(cause.battle && barrierSaves(s, ctx, p)) &&
      !keywordPreventsDeletion(s, ctx, p, cause),
  );
  const deleted = stillLeaving(s, ctx, kept, cause, true);
  const keywords = new Map(deleted.map((p) => [p, keywordsAtDeletion(s, p)]));
  const moment = ctx.nextMoment();
  for (const p of deleted) {
    // A face-down card under it had no information on the field, so no [On Deletion] of its own (4-7-9).
    const faceUp = p.stack.filter((c) => !isFaceDown(c));
    removeFromField(s, p);
    toTrash(s, p.stack);
    const other = cause.battle?.get(p);
    const battle = other ? { battle: { opponentPid: other === "security" ? null : other.pid } } : {};
    const held = { keywords: keywords.get(p) ?? [] };
    recordEvent(ctx, {
      kind: "deleted",
      moment,
      pid: p.pid,
      owner: ownerOf(p),
      stack: faceUp,
      zeroDp,
      ...held,
      ...battle,
      ...(p.gained?.length ? { gained: p.gained } : {}),
    });
  }
  return deleted;
}

export function trashPermanents(s: DigimonState, perms: Permanent[]): void {
  for (const p of perms) {
    removeFromField(s, p);
    toTrash(s, p.stack);
  }
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
): Permanent {
  card.epoch += 1;
  const perm = newPermanent(s, [card]);
  perm.since = ctx.nextMoment();
  s.players[player]!.battle.push(perm);
  recordEvent(ctx, {
    kind: "played",
    moment: perm.since,
    pid: perm.pid,
    player,
    byEffect,
    ...(noOnPlay ? { noOnPlay } : {}),
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

/** A few words for processing that waits (pending processing is shown before it happens). */
export function describeOps(ops: Op[]): string {
  return ops
    .map((o) =>
      o.op === "memory"
        ? `${o.n >= 0 ? "gain" : "lose"} ${Math.abs(o.n)} memory`
        : o.op === "draw"
          ? `draw ${o.n}`
          : o.op === "later"
            ? laterWords(o)
            : o.op === "suspendThis"
              ? "suspend this card"
              : o.op.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`),
    )
    .join(", then ");
}

/** Runs one operation and returns what it did, in words. */
export function runOp(sc: OpScope, op: Op): string[] {
  const { s, ctx, me } = sc;
  ctx.tick();
  ctx.nextMoment();
  const mine = s.players[me]!;
  switch (op.op) {
    case "draw": {
      if (op.who === "both")
        return s.order.flatMap((id) => runOp({ ...sc, me: id }, { op: "draw", n: op.n }));
      const drawn = mine.deck.splice(0, op.n);
      mine.hand.push(...drawn.map((c) => ((c.epoch += 1), c)));
      emitHandAdded(sc, me, drawn.length);
      if (drawn.length === 0) return [`player ${me} has no card left to draw`];
      return [`player ${me} draws ${drawn.length === 1 ? "1 card" : `${drawn.length} cards`}`];
    }
    case "memory": {
      const who = op.who === "opponent" ? opponentOf(s, me) : me;
      const banned = op.n > 0 ? memoryGainBan(s, who, sc.self) : null;
      if (banned) return [`${banned} (15-8-2)`];
      addMemory(s, who, op.n);
      const verb = op.n >= 0 ? `gains ${op.n}` : `loses ${-op.n}`;
      return [`player ${who} ${verb} memory (${describeMemory(s)})`];
    }
    case "setMemory": {
      s.memory = me === s.turn ? op.value : -op.value;
      return [`player ${me} sets their memory to ${op.value}`];
    }
    case "dp": {
      const amount = amountOf(sc, op.amount);
      const sign = amount >= 0 ? `+${amount}` : `${amount}`;
      if (op.target === "this") {
        if (!sc.self) return [];
        sc.self.dpMods.push({ amount, source: sc.forCard });
        return [`${permName(sc.self)} gets ${sign} DP for the turn (${dpOf(s, sc.self)} DP)`];
      }
      if (op.target.count === "all") {
        // Overall processing that lasts also reaches Digimon placed later (15-11-2-2).
        const affects = op.target.side === "you" ? me : opponentOf(s, me);
        s.lasting.push({ card: sc.forCard, owner: me, affects, amount });
        return [
          `all of player ${affects}'s Digimon get ${sign} DP for the turn, including any placed later (15-11-2-2)`,
        ];
      }
      const targets = chooseTargets(sc, op.target, `give ${sign} DP`);
      if (targets.length === 0) return ["there is no Digimon to give the DP change to"];
      return targets.map((p) => {
        const before = dpOf(s, p);
        p.dpMods.push({ amount, source: sc.forCard });
        return `${permName(p)} gets ${sign} DP for the turn (${before} → ${dpOf(s, p)} DP)`;
      });
    }
    case "delete": {
      const raised = withDeletionMax(sc, op.target);
      const note = raised.note ? [raised.note] : [];
      const targets = chooseTargets(sc, raised.target, "delete");
      if (targets.length === 0) return [...note, "no Digimon meets the condition to be deleted"];
      const names = new Map(targets.map((p) => [p, permName(p)]));
      const gone = deletePermanents(s, ctx, targets, false, { effectOf: me });
      return [...note, ...deletionWords(names, gone)];
    }
    case "deDigivolve": {
      const out: string[] = [];
      for (const p of chooseTargets(sc, op.target, "de-digivolve")) {
        const trashed: CardInst[] = [];
        for (let i = 0; i < op.n; i++) {
          const t = top(p);
          if (p.stack.length < 2 || (t.def.level ?? 0) <= 3) break;
          trashed.push(p.stack.shift()!);
        }
        if (trashed.length === 0) out.push(`${permName(p)} cannot be de-digivolved (16-12)`);
        else {
          toTrash(s, trashed);
          out.push(`${trashed.map(show).join(", ")} is trashed from the top, leaving ${permName(p)}`);
        }
      }
      return out;
    }
    case "playFrom":
    case "digivolveBy":
    case "dnaBy":
    case "attackBy":
      return runPlaysOp(sc, op);
    case "returnToHand": {
      const candidates = mine.trash.filter((c) => matchesFilter(s, c, op.filter));
      if (candidates.length === 0) return [`player ${me} has no card in the trash that can be returned`];
      const picked = ctx.choose({
        kind: "target",
        player: me,
        prompt: `Player ${me}: choose a card to return from your trash to your hand`,
        options: candidates.map((c) => ({ id: String(c.uid), label: cardName(c), card: c.code })),
        min: 1,
        max: 1,
        forCard: sc.forCard,
      });
      const card = candidates.find((c) => picked.includes(String(c.uid))) ?? candidates[0]!;
      take(mine.trash, card);
      card.epoch += 1;
      mine.hand.push(card);
      emitHandAdded(sc, me, 1);
      return [`${cardName(card)} returns from the trash to player ${me}'s hand`];
    }
    case "suspendTriggering": {
      const subject =
        sc.source?.subjectPid === undefined ? undefined : findPermanent(s, sc.source.subjectPid);
      if (!subject) return ["the played Digimon is no longer in the battle area, so nothing is suspended"];
      const held = cantChange(s, subject, "suspend");
      if (held) return [held];
      suspendPermanent(ctx, subject, me);
      return [`${permName(subject)} is suspended`];
    }
    case "suspendThis": {
      if (!sc.self) return [];
      const held = cantChange(s, sc.self, "suspend");
      if (held) return [held];
      suspendPermanent(ctx, sc.self, me);
      return [`${permName(sc.self)} is suspended`];
    }
    case "unsuspendThis": {
      if (!sc.self) return [];
      const held = cannotUnsuspend(sc.self);
      if (held) return [held];
      // Unsuspending an unsuspended card is not unsuspending it (Q1001): nothing triggers.
      if (!sc.self.suspended) return [`${permName(sc.self)} is already unsuspended`];
      const kept = cantChange(s, sc.self, "unsuspend");
      if (kept) return [kept];
      sc.self.suspended = false;
      recordEvent(ctx, { kind: "unsuspended", pid: sc.self.pid });
      return [`${permName(sc.self)} is unsuspended`];
    }
    case "securityToHand": {
      const who = op.who === "opponent" ? opponentOf(s, me) : me;
      const cards = s.players[who]!.security.splice(0, op.n);
      for (const c of cards) c.epoch += 1;
      s.players[who]!.hand.push(...cards);
      emitHandAdded(sc, who, cards.length);
      if (cards.length > 0) recordEvent(ctx, { kind: "securityRemoved", player: who });
      return [
        `the top card of player ${who}'s security stack (${cards.map(show).join(", ")}) is added to the hand`,
      ];
    }
    case "trashBottomSource": {
      const withSources = { ...op.target };
      const targets = chooseTargets(sc, withSources, "trash the bottom digivolution card of").filter(
        (p) => p.stack.length > 1,
      );
      const p = targets[0];
      if (!p) return ["no Digimon has a digivolution card to trash"];
      const bottom = p.stack.pop()!;
      toTrash(s, [bottom]);
      recordEvent(ctx, {
        kind: "sourceTrashed",
        owner: ownerOf(p),
        pid: p.pid,
        byEffect: me,
        cards: [bottom],
      });
      return [`${show(bottom)} is trashed from under ${permName(p)}`];
    }
    case "returnSourceToHand": {
      const self = sc.self;
      const card = self?.stack.slice(1).find((c) => matchesFilter(s, c, op.filter));
      if (!self || !card) return [];
      take(self.stack, card);
      card.epoch += 1;
      mine.hand.push(card);
      emitHandAdded(sc, me, 1);
      return [`${cardName(card)} returns from under ${permName(self)} to the hand`];
    }
    case "unblockable":
      if (sc.self) sc.self.unblockable = true;
      return sc.self ? [`${permName(sc.self)} can't be blocked this turn`] : [];
    case "ifDeleted":
      return runIfDeleted(sc, op);
    case "raiseLevelMax":
      return runRaiseLevelMax(sc, op);
    case "topToBottom":
      return runTopToBottom(sc, op);
    case "ifDna":
      if (!sc.source?.dna) return ["it was not a DNA digivolution, so the rest does nothing"];
      return op.then.flatMap((o) => runOp(sc, o));
    case "overwrite": {
      if (!condHolds(s, me, sc.self, op.cond)) return op.normal.flatMap((o) => runOp(sc, o));
      let overwrite = true;
      if (op.optional) {
        overwrite = askYesNo(
          ctx,
          me,
          `Player ${me}: do the "instead" processing (${describeOps(op.instead)}) in place of ${describeOps(op.normal)}?`,
          sc.forCard,
        );
      }
      if (!overwrite) return op.normal.flatMap((o) => runOp(sc, o));
      const rule = op.optional ? "18-2-2" : "18-2-3";
      return [`the processing is overwritten (${rule})`, ...op.instead.flatMap((o) => runOp(sc, o))];
    }
    case "atEndOfTurn": {
      const from = sc.source?.abilityCard ?? sc.self?.stack[0];
      const card = { code: sc.forCard, name: from?.def.name ?? sc.forCard };
      const selfPid = sc.self ? { selfPid: sc.self.pid } : {};
      s.delayed.push({ id: s.delayed.length + 1, owner: me, card, ops: op.then, ...selfPid });
      return [`at the end of the turn: ${describeOps(op.then)} (pending processing, 18-1-1)`];
    }
    case "perTriggerCount": {
      const times = sc.source?.count ?? 1;
      const out: string[] = [];
      for (let i = 0; i < times; i++) out.push(...op.then.flatMap((o) => runOp(sc, o)));
      return out;
    }
    case "preventLeave":
    case "reduceCost":
      return runWouldOp(sc, op);
    case "placeSelfInSecurity":
    case "flipSecurity":
      return runSecurityOp(sc, op);
    case "playSelfAfterBattle":
    case "activateMain":
      return [`(${op.op} is used by security checks, which this board does not reach)`];
    case "save":
      return sc.source ? save(sc, sc.source.abilityCard) : ["there is no card to place under a Tamer"];
    case "mindLink":
      return mindLink(sc, op);
    case "placeSelf":
    case "delay":
    case "digiBurst":
    case "chooseEffects":
    case "atEndOfBattle":
    case "returnSelfToHand":
    case "playSelf":
    case "securityDp":
      return runOptionOp(sc, op);
    default:
      return runMoreOp(sc, op);
  }
}

/** Whether a cost can be paid now ("you may X to Y": no X, no Y; Q1210). */
export function canPay(sc: OpScope, cost: Op[]): string | null {
  for (const op of cost) {
    if (op.op === "securityToHand" && sc.s.players[sc.me]!.security.length < op.n)
      return `player ${sc.me} has no security card to add to the hand`;
    if (op.op === "suspendThis" && sc.self?.suspended) return `${permName(sc.self)} is already suspended`;
    const held = op.op === "suspendThis" && sc.self ? cantChange(sc.s, sc.self, "suspend") : null;
    if (held) return held;
    if (
      op.op === "returnSourceToHand" &&
      !sc.self?.stack.slice(1).some((c) => matchesFilter(sc.s, c, op.filter))
    )
      return "there is no matching digivolution card to return";
    if (
      op.op === "trashHand" &&
      !op.who &&
      sc.s.players[sc.me]!.hand.filter((c) => !op.filter || matchesFilter(sc.s, c, op.filter)).length < op.n
    )
      return `player ${sc.me} has too few cards in the hand to trash`;
    if (op.op === "deleteThis" && !sc.self) return "this Digimon is no longer in the battle area";
    if (
      op.op === "delete" &&
      op.target.count !== "all" &&
      !op.target.upTo &&
      count(sc.s, sc.me, op.target, sc.self) < op.target.count
    )
      return `player ${sc.me} has too few Digimon to delete`;
    const move =
      canMove(sc, op) ?? cannotTopToBottom(sc, op) ?? (op.op === "flipSecurity" ? canFlip(sc, op) : null);
    if (move) return move;
  }
  return null;
}
