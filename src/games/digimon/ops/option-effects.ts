/**
 * Option cards that stay in the battle area and what they do there: "place this card in the
 * battle area" (9-1-5, 4-28), <Delay> (16-17), <Digi-Burst N> (16-14), "Activate 1 of the
 * effects below", and a [Security] effect that waits for the end of the battle (14-2-5).
 */
import type { EffectContext } from "../../../engine/types.ts";
import type { Op } from "../model/index.ts";
import { placeOnField, playByEffectBlocker, removeFromField, toTrash } from "./primitives.ts";
import { type OpScope, newScope } from "./scope.ts";
import { describeOps } from "./describe.ts";
import {
  type AttackState,
  type CardInst,
  type DigimonState,
  activeAbilities,
  addMemory,
  allPermanents,
  cardName,
  describeMemory,
  findPermanent,
  locate,
  newPermanent,
  endsOf,
  endsWords,
  opponentOf,
  ownerOf,
  permName,
  turnHolds,
} from "../state/state.ts";
import { askYesNo } from "../../../engine/chooser.ts";
import { recordEvent } from "../state/events.ts";
import { findThisCard, playableThisCard, thisCardToHand } from "./this-card.ts";
import { playCost } from "./immediate-effects.ts";
import { allowedReduction, playBanWhy } from "../derive/index.ts";

export type OptionOp = Extract<
  Op,
  {
    op:
      | "placeSelf"
      | "delay"
      | "digiBurst"
      | "chooseEffects"
      | "atEndOfBattle"
      | "playSelf"
      | "returnSelfToHand"
      | "securityDp";
  }
>;

/** "This card": the Option being used or the card a security check revealed, while it is in no area. */
function thisCard(sc: OpScope): CardInst | null {
  const card = sc.usedCard;
  return card && !locate(sc.s, card.uid) ? card : null;
}

export function runOptionOp(sc: OpScope, op: OptionOp): string[] {
  switch (op.op) {
    case "placeSelf":
      return placeSelf(sc);
    case "playSelf":
      return playSelf(sc, op);
    case "delay":
      return delay(sc, op.then);
    case "digiBurst":
      return digiBurst(sc, op.n, op.then);
    case "chooseEffects":
      return chooseEffects(sc, op.n, op.options);
    case "atEndOfBattle":
      return atEndOfBattle(sc, op.then);
    case "returnSelfToHand":
      return returnSelfToHand(sc);
    case "securityDp": {
      const affects = op.side === "you" ? sc.me : opponentOf(sc.s, sc.me);
      const ends = endsOf(sc.s, sc.me, op.duration);
      (sc.s.securityDpMods ??= []).push({
        affects,
        amount: op.amount,
        card: sc.forCard,
        ...(ends === undefined ? {} : { ends }),
      });
      const sign = op.amount >= 0 ? `+${op.amount}` : `${op.amount}`;
      return [`player ${affects}'s Security Digimon get ${sign} DP ${endsWords(sc.s, ends)}`];
    }
  }
}

/** The Option being used (in no area), or a card whose effect waits in the trash ("When this card is trashed from the deck"). */
function placeSelf(sc: OpScope): string[] {
  const found = thisCard(sc) ? null : findThisCard(sc);
  const fromTrash = found && !("why" in found) && found.zone === "trash" ? found : null;
  const card = thisCard(sc) ?? fromTrash?.card;
  if (!card) return ["this card is not where it can be placed from, so it is not placed"];
  fromTrash?.take();
  card.epoch += 1;
  const perm = newPermanent(sc.s, [card]);
  perm.since = sc.ctx.nextMoment();
  sc.s.players[card.owner]!.battle.push(perm);
  recordEvent(sc.ctx, { kind: "optionPlaced", player: card.owner, pid: perm.pid, card });
  return [
    `${cardName(card)} is placed in player ${card.owner}'s battle area, where it stays (an Option placed by an effect, 4-28-1)`,
  ];
}

function playSelf(sc: OpScope, op: Extract<Op, { op: "playSelf" }>): string[] {
  const found = playableThisCard(sc);
  if ("why" in found) return [`this card is not played: ${found.why}`];
  const { card, zone, take } = found;
  const blocker = playByEffectBlocker(sc.s);
  if (blocker) return [`${cardName(card)} cannot be played: ${permName(blocker)} forbids playing by effects`];
  const banned = playBanWhy(sc.s, card.owner, card);
  if (banned) return [`${cardName(card)} cannot be played: ${banned} (15-8-2-5)`];
  // Not free: the play cost after "when ... would be played" effects (7-1-2-2), less the effect's own reduction.
  const byPaid = op.reduceByPaid ? (sc.moved ?? []).reduce((n, c) => n + (c.def.playCost ?? 0), 0) : 0;
  const paid = op.free ? "without paying its cost" : payReduced(sc, card, (op.reduce ?? 0) + byPaid);
  take();
  (sc.played ??= []).push(placeOnField(sc.s, sc.ctx, card, card.owner, true, op.noOnPlay));
  const from = zone === "no area" ? "" : ` from the ${zone}`;
  const quiet = op.noOnPlay ? "; its [On Play] effects don't activate" : "";
  return [`${cardName(card)} is played${from} ${paid}${quiet}`];
}

/** Pays a card's play cost (after "when ... would be played" effects, 7-1-2-2) less an effect's reduction. */
export function payReduced(sc: OpScope, card: CardInst, reduce: number): string {
  const allowed = allowedReduction(sc.s, sc.me, "play", reduce);
  const inHand = locate(sc.s, card.uid)?.area === "hand";
  const cost = Math.max(0, playCost(sc.s, sc.ctx, sc.me, card, inHand) - allowed.reduce);
  addMemory(sc.s, sc.me, -cost);
  const ban = allowed.ban ? ` (${allowed.ban})` : "";
  return `paying ${cost} memory${reduce ? `, its play cost reduced by ${allowed.reduce}` : ""}${ban} (${describeMemory(sc.s)})`;
}

/** <Delay>: optional; the card is trashed from the battle area, then the effect activates (16-17-1, 16-17-2). */
function delay(sc: OpScope, then: Op[]): string[] {
  const { s, ctx, me } = sc;
  const self = sc.self && findPermanent(s, sc.self.pid);
  if (!self) return ["this card is no longer in the battle area, so its <Delay> can't be used (16-17-1)"];
  const name = permName(self);
  if (self.since > 0)
    return [`${name} was placed in the battle area this turn, so its <Delay> can't be used yet (16-17-3)`];
  const agreed = askYesNo(
    ctx,
    me,
    `Player ${me}: trash ${name} from the battle area to activate its <Delay> effect (${describeOps(then)})?`,
    sc.forCard,
  );
  if (!agreed) return [`player ${me} does not use <Delay>, and ${name} stays in the battle area`];
  removeFromField(s, self);
  toTrash(s, self.stack);
  recordEvent(ctx, { kind: "battleOptionTrashed", owner: ownerOf(self), cards: self.stack, byEffect: me });
  const rest: OpScope = { ...sc, self: undefined };
  return [
    `${name} is trashed from the battle area for <Delay> (16-17-1)`,
    ...then.flatMap((o) => rest.run(o)),
  ];
}

/** <Digi-Burst N>: optional; N of this Digimon's digivolution cards are trashed, then the effect activates. */
function digiBurst(sc: OpScope, n: number, then: Op[]): string[] {
  const { s, ctx, me } = sc;
  const self = sc.self && findPermanent(s, sc.self.pid);
  if (!self) return ["this Digimon is no longer in the battle area, so its <Digi-Burst> can't be used"];
  const name = permName(self);
  const under = self.stack.slice(1);
  if (under.length < n)
    return [
      `${name} has ${under.length} digivolution card${under.length === 1 ? "" : "s"}, fewer than the ${n} <Digi-Burst ${n}> trashes, so it can't be used (15-6)`,
    ];
  const agreed = askYesNo(
    ctx,
    me,
    `Player ${me}: trash ${n} of ${name}'s digivolution cards for <Digi-Burst ${n}> (${describeOps(then)})?`,
    sc.forCard,
  );
  if (!agreed) return [`player ${me} does not use <Digi-Burst ${n}>`];
  let chosen = under;
  if (under.length > n) {
    const picked = ctx.choose({
      kind: "target",
      player: me,
      prompt: `Player ${me}: choose ${n} of ${name}'s digivolution cards to trash`,
      options: under.map((c) => ({ id: String(c.uid), label: cardName(c), card: c.code })),
      min: n,
      max: n,
      forCard: sc.forCard,
    });
    chosen = under.filter((c) => picked.includes(String(c.uid))).slice(0, n);
    if (chosen.length < n) chosen = [...chosen, ...under.filter((c) => !chosen.includes(c))].slice(0, n);
  }
  self.stack = self.stack.filter((c) => !chosen.includes(c));
  toTrash(s, chosen);
  recordEvent(ctx, {
    kind: "sourceTrashed",
    owner: self.stack[0]!.owner,
    pid: self.pid,
    byEffect: me,
    cards: chosen,
  });
  recordEvent(ctx, { kind: "digiBurstTrashed", owner: self.stack[0]!.owner, cards: chosen });
  return [
    `${chosen.map(cardName).join(", ")} ${chosen.length > 1 ? "are" : "is"} trashed from under ${name} for <Digi-Burst ${n}> (16-14-1)`,
    ...then.flatMap((o) => sc.run(o)),
  ];
}

/** The card whose effect triggered in the trash goes back to its owner's hand, if it is still there as the same card. */
function returnSelfToHand(sc: OpScope): string[] {
  return thisCardToHand(sc, "returns");
}

/** "Activate N of the effects below": the player takes them in printed order, yes or no, until N are taken. */
function chooseEffects(sc: OpScope, n: number, options: Op[][]): string[] {
  const chosen: Op[][] = [];
  options.forEach((option, i) => {
    if (chosen.length >= n) return;
    const forced = options.length - i <= n - chosen.length;
    const take =
      forced ||
      askYesNo(
        sc.ctx,
        sc.me,
        `Player ${sc.me}: activate "${describeOps(option)}" as ${n === 1 ? "the" : `one of the ${n}`} effect${n === 1 ? "" : "s"} chosen?`,
        sc.forCard,
      );
    if (take) chosen.push(option);
  });
  return chosen.flatMap((option) => [
    `player ${sc.me} activates "${describeOps(option)}"`,
    ...option.flatMap((o) => sc.run(o)),
  ]);
}

/** Pending processing until the end of the battle of the security check in progress (14-2-5). */
function atEndOfBattle(sc: OpScope, then: Op[]): string[] {
  const a = sc.s.attack;
  const card = sc.usedCard;
  if (!a || !card || a.checked !== card)
    return ["there is no battle of a security check in progress, so this waits for nothing"];
  (a.endOfBattle ??= []).push({ owner: sc.me, card, ops: then });
  return [`at the end of the battle: ${describeOps(then)} (pending processing)`];
}

type Step = { player: string | null; card: string | null; text: string; rule: string | null };

/** The processing a security check left for the end of its battle, as a step of its own; null when none. */
export function endOfBattleStep(s: DigimonState, a: AttackState, ctx: EffectContext): Step | null {
  const next = a.endOfBattle?.shift();
  if (!next) return null;
  const sc = newScope({ s, ctx, me: next.owner, forCard: next.card.code, usedCard: next.card });
  const done = next.ops.flatMap((o) => sc.run(o));
  return {
    player: next.owner,
    card: next.card.code,
    text: `The battle is over: ${cardName(next.card)}'s [Security] effect does what it left for the end of the battle: ${done.join("; ")}.`,
    rule: "14-2-5",
  };
}

/** A Security Digimon's DP in its battle: its printed DP with the persistent effects on the field that change it. */
export function securityDigimonDp(s: DigimonState, card: CardInst): number {
  let dp = card.def.dp ?? 0;
  for (const m of s.securityDpMods ?? []) if (m.affects === card.owner) dp += m.amount;
  for (const perm of allPermanents(s)) {
    const owner = ownerOf(perm);
    for (const { ability } of activeAbilities(perm)) {
      const p = ability.persistent;
      if (p?.kind !== "securityDp" || !turnHolds(s, ability.turn, owner)) continue;
      if ((p.side === "you") === (card.owner === owner)) dp += p.amount ?? 0;
    }
  }
  return Math.max(0, dp);
}

/** "Play this card" from wherever the card is: the trash, a security check, ... (this-card.ts). */
export function runPlaySelf(sc: OpScope, op: Extract<Op, { op: "playSelf" }>): string[] {
  return runOptionOp(sc, op);
}

/** Operations only a security check runs (attack.ts), which an effect never reaches. */
export function runSecurityCheckOnly(_sc: OpScope, op: Extract<Op, { op: "playSelfAfterBattle" }>): string[] {
  return [`(${op.op} is used by security checks, which this board does not reach)`];
}
