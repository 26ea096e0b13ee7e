/**
 * The timings that follow an action once everything it triggered is resolved: the attack's
 * block and result (DM-T6), the turn's end and the next turn's untap, start and draw steps
 * (DM-T7, DM-T1 to DM-T3), then the user's next action.
 */
import { askYesNo } from "../../engine/chooser.ts";
import type { EffectContext } from "../../engine/types.ts";
import { type DmAction, applyAction, battle, describeAction } from "./actions.ts";
import { breakShields, drawCards } from "./ops.ts";
import { breakerOf } from "./power.ts";
import {
  type DmState,
  type DmStep,
  allObjects,
  controllerOf,
  findObject,
  isCreature,
  objName,
  opponentOf,
  top,
} from "./state.ts";
import { gameNoteEn } from "../game-notes.ts";

type Described = { player: string | null; card: string | null; text: string; rule: string | null };

function attackBlock(s: DmState, ctx: EffectContext): Described {
  const at = s.attack!;
  const attacker = findObject(s, at.attacker);
  const blocker = at.blocker === null ? undefined : findObject(s, at.blocker);
  const defender = opponentOf(s, at.player);
  if (!attacker || !isCreature(attacker)) {
    s.steps = s.steps.filter((x) => x !== "attackResult");
    finishAttack(s);
    return {
      player: defender,
      card: null,
      text: "The attacking creature has left the battle zone, so the attack ends: there is no block.",
      rule: "DM-T6",
    };
  }
  if (!blocker || blocker.tapped || !isCreature(blocker) || controllerOf(s, blocker) !== defender) {
    at.blocker = null;
    return {
      player: defender,
      card: null,
      text: `The blocker player ${defender} named is no longer an untapped creature of theirs, so the attack is not blocked.`,
      rule: "DM-T6",
    };
  }
  blocker.tapped = true;
  ctx.emit({ kind: "blocks", player: defender, card: top(blocker) });
  ctx.emit({ kind: "blocked", player: at.player, card: top(attacker) });
  return {
    player: defender,
    card: top(blocker).code,
    text: `Player ${defender} blocks with ${objName(blocker)} (Blocker): it taps, and the attack is redirected to it.`,
    rule: "DM-T6",
  };
}

/** No creature blocked an attack on the opponent: "isn't blocked" abilities trigger before the attack goes on. */
function attackUnblocked(s: DmState, ctx: EffectContext): Described {
  const at = s.attack!;
  const attacker = findObject(s, at.attacker);
  const defender = opponentOf(s, at.player);
  if (!attacker || !isCreature(attacker))
    return {
      player: defender,
      card: null,
      text: "The attacking creature has left the battle zone, so there is nothing left to block.",
      rule: "DM-T6",
    };
  ctx.emit({ kind: "unblocked", player: at.player, card: top(attacker) });
  return {
    player: defender,
    card: null,
    text: `Player ${defender} does not block, so ${objName(attacker)} is attacking and isn't blocked.`,
    rule: "DM-T6",
  };
}

function finishAttack(s: DmState): void {
  for (const o of allObjects(s)) o.attacking = false;
  s.attack = null;
}

function attackResult(s: DmState, ctx: EffectContext): Described {
  const at = s.attack!;
  const attacker = findObject(s, at.attacker);
  const defender = opponentOf(s, at.player);
  if (!attacker || !isCreature(attacker)) {
    finishAttack(s);
    return {
      player: at.player,
      card: null,
      text: "The attacking creature has left the battle zone, so the attack ends with no battle and no shield broken.",
      rule: "DM-T6",
    };
  }
  const blocker = at.blocker === null ? undefined : findObject(s, at.blocker);
  const target = at.target === "player" ? undefined : findObject(s, at.target);
  const head = `The attack of ${objName(attacker)} goes on`;
  let text: string;
  const noBattle =
    top(attacker).def.noBattleWhen === "blocked"
      ? attacker
      : blocker && top(blocker).def.noBattleWhen === "blocking"
        ? blocker
        : undefined;
  if (blocker && isCreature(blocker) && noBattle)
    text = `${head}, but ${objName(noBattle)}'s own text says no battle happens when it is blocked or blocks: both creatures stay tapped.`;
  else if (blocker && isCreature(blocker)) {
    battle(s, ctx, attacker, blocker);
    text = `${head}: it battles the blocker ${objName(blocker)}.`;
    if (top(blocker).def.untapsAfterBlocking) {
      blocker.tapped = false;
      text += ` ${objName(blocker)} untaps after the battle (its own text).`;
    }
  } else if (at.target !== "player") {
    if (!target || !isCreature(target))
      text = `${head}, but the creature it attacked has left the battle zone: no battle happens.`;
    else {
      battle(s, ctx, attacker, target);
      text = `${head}: it battles ${objName(target)}.`;
    }
  } else if (s.players[defender]!.shields.length === 0) {
    s.directlyAttacked.push(defender);
    ctx.note(`player ${defender} has no shields: the direct attack goes through`);
    text = `${head}: player ${defender} has no shields left, so it is a direct attack.`;
  } else {
    const breaks = breakerOf(s, attacker);
    const n = Math.min(breaks, s.players[defender]!.shields.length);
    const breaker = breaks === 2 ? " (Double Breaker)" : breaks === 3 ? " (Triple Breaker)" : "";
    breakShields(s, ctx, attacker, at.player, breaks);
    text = `${head}: it breaks ${n === 1 ? "a shield" : `${n} shields`} of player ${defender}${breaker}.`;
  }
  finishAttack(s);
  return { player: at.player, card: top(attacker).code, text, rule: "DM-T6" };
}

function endCleanup(s: DmState): Described {
  const ending = s.turn;
  for (const o of allObjects(s)) {
    o.powerMods = [];
    o.grants = [];
    o.linkLost = [];
    o.sick = false;
  }
  s.shieldBreakers = [];
  s.spellsCast = [];
  s.destroyedInsteadThisTurn = [];
  s.turn = opponentOf(s, ending);
  return {
    player: ending,
    card: null,
    text: `Player ${ending}'s turn ends: what lasted "until the end of the turn" ends, and it is now player ${s.turn}'s turn.`,
    rule: "DM-T7",
  };
}

/**
 * Untap step: the turn player's creatures untap, except those with a Silent skill the player
 * keeps tapped to use it at the start of the turn (the Silent skill's own text allows it).
 */
function untap(s: DmState, ctx: EffectContext): Described {
  const tapped = s.players[s.turn]!.battle.filter((o) => o.tapped);
  const kept = tapped.filter(
    (o) =>
      isCreature(o) &&
      top(o).def.abilities.some((a) => a.trigger === "silentSkill") &&
      askYesNo(
        ctx,
        s.turn,
        `Player ${s.turn}: keep ${objName(o)} tapped to use its Silent skill?`,
        top(o).code,
      ),
  );
  const mine = tapped.filter((o) => !kept.includes(o));
  for (const o of mine) o.tapped = false;
  const mana = s.players[s.turn]!.mana.filter((c) => c.tapped);
  for (const c of mana) delete c.tapped;
  for (const o of kept) o.silentSkill = true;
  const manaText = mana.length
    ? `; ${mana.length} tapped card${mana.length === 1 ? "" : "s"} of the mana zone untap`
    : "";
  const what =
    tapped.length === 0
      ? mana.length
        ? "no creature of theirs is tapped"
        : "nothing of theirs is tapped"
      : mine.length === 0
        ? "nothing of theirs untaps"
        : `${mine.map(objName).join(", ")} untap${mine.length === 1 ? "s" : ""}`;
  const silent = kept.length ? `; ${kept.map(objName).join(", ")} stays tapped to use its Silent skill` : "";
  return {
    player: s.turn,
    card: null,
    text: `Untap step of player ${s.turn}: ${what}${silent}${manaText}.`,
    rule: "DM-T1",
  };
}

function start(s: DmState, ctx: EffectContext): Described {
  ctx.emit({ kind: "turnStart", player: s.turn });
  for (const o of s.players[s.turn]!.battle.filter((x) => x.silentSkill)) {
    o.silentSkill = false;
    if (o.tapped) ctx.emit({ kind: "silentSkill", player: s.turn, card: top(o) });
  }
  return {
    player: s.turn,
    card: null,
    text: `Start of player ${s.turn}'s turn: the abilities that act "at the start of the turn" trigger.`,
    rule: "DM-T2",
  };
}

function drawStep(s: DmState, ctx: EffectContext): Described {
  return { player: s.turn, card: null, text: `Draw step: ${drawCards(s, ctx, s.turn, 1)}.`, rule: "DM-T3" };
}

const STEPS: Record<DmStep, (s: DmState, ctx: EffectContext) => Described> = {
  attackBlock,
  attackUnblocked,
  attackResult,
  endCleanup,
  untap,
  start,
  draw: drawStep,
};

/** The next timing of the action, or the user's next action; null when everything is done. */
export function continueDmAction(s: DmState, ctx: EffectContext): Described | null {
  const step = s.steps.shift();
  if (step) return STEPS[step](s, ctx);
  const next = s.queue.shift();
  if (!next) return null;
  const bound = next();
  const action = bound.action as DmAction;
  for (const n of bound.notes) ctx.note(gameNoteEn(n));
  const described = describeAction(s, action);
  applyAction(s, action, ctx);
  return described;
}
