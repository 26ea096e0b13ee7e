/**
 * The timings that follow an action once everything it triggered is resolved: the attack's
 * battle or damage (WX-P6), the end phase's clean-up and the next turn's up and draw phases
 * (WX-P7, WX-P1, WX-P2), then the user's next action.
 *
 * A SIGNI's attack: with a SIGNI in front of it (and no Assassin), the two battle and the one
 * in front is banished when its power is not higher; a Lancer that banishes one also crushes a
 * Life Cloth. With nothing in front, the attack damages the player: one Life Cloth is crushed
 * (two with Double Crush), and a player with none left loses. A LRIG's attack damages the
 * player unless they discard a card with Guard from their hand.
 */
import { askYesNo } from "../../engine/chooser.ts";
import type { EffectContext } from "../../engine/types.ts";
import { type WxAction, applyAction, describeAction } from "./actions.ts";
import { crush, drawCards, leaveField } from "./ops.ts";
import {
  type WxState,
  type WxStep,
  allSigni,
  cardName,
  centerLrig,
  controllerOf,
  opponentOf,
  signiName,
} from "./state.ts";
import { gameNoteEn } from "../game-notes.ts";
import { hasGained, powerOf } from "./derive.ts";

type Described = { player: string | null; card: string | null; text: string; rule: string | null };

/** An attack's damage, unless an effect of this turn prevents the next damage from that kind of attacker. */
function damage(s: WxState, ctx: EffectContext, player: string, n: number, by: "signi" | "lrig"): string {
  const ps = s.players[player]!;
  const i = ps.preventions.findIndex((p) => p === by || p === "any");
  if (i >= 0) {
    ps.preventions.splice(i, 1);
    return `player ${player} takes no damage: an effect this turn prevents the next damage (WX-A4)`;
  }
  return crush(s, ctx, player, n);
}

function signiAttack(s: WxState, ctx: EffectContext, sid: number): Described {
  const at = s.attack!;
  const opp = opponentOf(s, at.player);
  const x = allSigni(s).find((y) => y.sid === sid);
  if (!x || controllerOf(s, x) !== at.player)
    return {
      player: at.player,
      card: null,
      text: "The attacking SIGNI has left the field, so the attack ends with no battle and no damage.",
      rule: "WX-P6",
    };
  const facing = hasGained(s, x, "assassin")
    ? undefined
    : s.players[opp]!.signi.find((y) => y.zone === x.zone);
  const head = `The attack of ${signiName(s, x)} goes on`;
  if (facing) {
    const pa = powerOf(s, x);
    const pb = powerOf(s, facing);
    ctx.note(`battle: ${signiName(s, x)} (${pa}) against ${signiName(s, facing)} (${pb})`);
    if (pa < pb)
      return {
        player: at.player,
        card: x.card.code,
        text: `${head}: it battles ${signiName(s, facing)}, which has more power and is not banished.`,
        rule: "WX-P6",
      };
    ctx.note(leaveField(s, ctx, facing, "ener", ctx.nextMoment(), true));
    if (hasGained(s, x, "lancer")) ctx.note(`Lancer: ${crush(s, ctx, opp, 1)}`);
    const lancer = hasGained(s, x, "lancer") ? " and, with Lancer, crushes a Life Cloth" : "";
    return {
      player: at.player,
      card: x.card.code,
      text: `${head}: it battles ${signiName(s, facing)} and banishes it${lancer}.`,
      rule: "WX-P6",
    };
  }
  const n = hasGained(s, x, "doubleCrush") ? 2 : 1;
  const dealt = damage(s, ctx, opp, n, "signi");
  ctx.note(dealt);
  const why = hasGained(s, x, "assassin") ? " (Assassin: it ignores the SIGNI in front of it)" : "";
  const dc = n === 2 ? ", two Life Cloth with Double Crush" : "";
  const what = dealt.includes("takes no damage")
    ? "its damage to player " + opp + " is prevented"
    : `it damages player ${opp}`;
  return {
    player: at.player,
    card: x.card.code,
    text: `${head}: ${what}${why}${dc}.`,
    rule: "WX-P6",
  };
}

function lrigAttack(s: WxState, ctx: EffectContext): Described {
  const at = s.attack!;
  const opp = opponentOf(s, at.player);
  const lrig = centerLrig(s.players[at.player]!);
  const hand = s.players[opp]!.hand;
  const guard = hand.find((c) => c.def.guard);
  if (
    guard &&
    askYesNo(
      ctx,
      opp,
      `Player ${opp}: discard ${cardName(guard)} to Guard against the LRIG's attack?`,
      guard.code,
    )
  ) {
    hand.splice(hand.indexOf(guard), 1);
    s.players[opp]!.trash.push(guard);
    return {
      player: opp,
      card: guard.code,
      text: `Player ${opp} discards ${cardName(guard)} (Guard): the LRIG's attack deals no damage.`,
      rule: "WX-P6",
    };
  }
  const n = lrig?.def.doubleCrush || s.players[at.player]!.lrigGained.includes("doubleCrush") ? 2 : 1;
  const dealt = damage(s, ctx, opp, n, "lrig");
  ctx.note(dealt);
  const none = guard ? `player ${opp} does not Guard` : `player ${opp} has no card with Guard in the hand`;
  return {
    player: at.player,
    card: lrig?.code ?? null,
    text: `The LRIG's attack goes on: ${none}, so ${dealt.includes("takes no damage") ? `it would damage player ${opp}, but that damage is prevented` : `it damages player ${opp}`}.`,
    rule: "WX-P6",
  };
}

function attackResult(s: WxState, ctx: EffectContext): Described {
  const at = s.attack!;
  const out = at.signi === null ? lrigAttack(s, ctx) : signiAttack(s, ctx, at.signi);
  s.attack = null;
  return out;
}

function endCleanup(s: WxState): Described {
  const ending = s.turn;
  for (const x of allSigni(s)) {
    x.powerMods = [];
    x.gained = [];
    x.lasting = x.lasting
      .filter((l) => l.until !== ending || l.skip)
      .map((l) => (l.until === ending ? { ...l, skip: false } : l));
  }
  for (const p of s.order) {
    const ps = s.players[p]!;
    ps.lrigMods = { level: 0, limit: 0 };
    ps.lrigGained = [];
    ps.usedThisTurn = [];
    ps.preventions = [];
  }
  s.turn = opponentOf(s, ending);
  return {
    player: ending,
    card: null,
    text: `Player ${ending}'s turn ends: what lasted "until the end of the turn" ends, and it is now player ${s.turn}'s turn.`,
    rule: "WX-P7",
  };
}

function up(s: WxState, ctx: EffectContext): Described {
  const me = s.players[s.turn]!;
  if (me.lrigFrozen) me.lrigFrozen = false;
  else me.lrigDown = false;
  const mine = me.signi;
  const frozen = mine.filter((x) => x.frozen);
  const downed = mine.filter((x) => x.down && !x.frozen);
  for (const x of downed) x.down = false;
  for (const x of frozen) x.frozen = false;
  ctx.emit({ kind: "turnStart", player: s.turn });
  const what =
    downed.length === 0
      ? "nothing of theirs is down"
      : `${downed.map((x) => signiName(s, x)).join(", ")} ${downed.length === 1 ? "is" : "are"} up again`;
  const stay = frozen.length
    ? `; frozen, ${frozen.map((x) => signiName(s, x)).join(", ")} stay${frozen.length === 1 ? "s" : ""} as ${frozen.length === 1 ? "it is" : "they are"}`
    : "";
  return { player: s.turn, card: null, text: `Up phase of player ${s.turn}: ${what}${stay}.`, rule: "WX-P1" };
}

function draw(s: WxState): Described {
  return { player: s.turn, card: null, text: `Draw phase: ${drawCards(s, s.turn, 2)}.`, rule: "WX-P2" };
}

const STEPS: Record<WxStep, (s: WxState, ctx: EffectContext) => Described> = {
  attackResult,
  endCleanup,
  up,
  draw,
};

export function continueWxAction(s: WxState, ctx: EffectContext): Described | null {
  const step = s.steps.shift();
  if (step) return STEPS[step](s, ctx);
  const next = s.queue.shift();
  if (!next) return null;
  const bound = next();
  const action = bound.action as WxAction;
  for (const n of bound.notes) ctx.note(gameNoteEn(n));
  const described = describeAction(s, action);
  applyAction(s, action, ctx);
  return described;
}
