/**
 * The actions a Duel Masters board can start from: summon (evolution on top of a creature),
 * cast a spell, deploy a D2 Field, attack (a player or a tapped creature, optionally blocked),
 * draw. Mana costs and summoning sickness are not modelled: the question is what the rules do
 * after the action.
 */
import { RulesError } from "../../engine/errors.ts";
import type { EffectContext } from "../../engine/types.ts";
import { drawCards, enterBattle, runOps } from "./ops.ts";
import {
  type BzObject,
  type CardInst,
  type DmState,
  type PlayerId,
  cardName,
  controllerOf,
  isCreature,
  objName,
  opponentOf,
  powerOf,
  top,
} from "./state.ts";

export type DmAction =
  | { kind: "summon"; player: PlayerId; card: CardInst; onto?: BzObject }
  | { kind: "cast"; player: PlayerId; card: CardInst }
  | { kind: "deploy"; player: PlayerId; card: CardInst }
  | { kind: "attack"; player: PlayerId; attacker: BzObject; target: BzObject | "player"; blocker?: BzObject }
  | { kind: "draw"; player: PlayerId; n: number };

export function describeAction(
  s: DmState,
  a: DmAction,
): { player: PlayerId; card: string | null; text: string; rule: string | null } {
  const P = `Player ${a.player}`;
  switch (a.kind) {
    case "summon":
      return {
        player: a.player,
        card: a.card.code,
        text: a.onto
          ? `${P} summons the evolution creature ${cardName(a.card)} on top of ${objName(a.onto)}.`
          : `${P} summons ${cardName(a.card)}.`,
        rule: null,
      };
    case "cast":
      return { player: a.player, card: a.card.code, text: `${P} casts ${cardName(a.card)}.`, rule: null };
    case "deploy":
      return {
        player: a.player,
        card: a.card.code,
        text: `${P} puts the ${a.card.def.type} ${cardName(a.card)} into the battle zone.`,
        rule: null,
      };
    case "attack": {
      const target =
        a.target === "player"
          ? `player ${opponentOf(s, a.player)}`
          : `the tapped ${objName(a.target).replace(/^the /, "")}`;
      const block = a.blocker ? `; player ${opponentOf(s, a.player)} blocks with ${objName(a.blocker)}` : "";
      return {
        player: a.player,
        card: top(a.attacker).code,
        text: `${P} attacks ${target} with ${objName(a.attacker)}${block}.`,
        rule: null,
      };
    }
    case "draw":
      return {
        player: a.player,
        card: null,
        text: `${P} draws ${a.n === 1 ? "a card" : `${a.n} cards`}.`,
        rule: null,
      };
  }
}

function fromHand(s: DmState, player: PlayerId, card: CardInst): void {
  const hand = s.players[player]!.hand;
  const i = hand.indexOf(card);
  if (i < 0) throw new RulesError(`${cardName(card)} is not in player ${player}'s hand.`);
  hand.splice(i, 1);
}

function battle(ctx: EffectContext, a: BzObject, b: BzObject): void {
  const pa = powerOf(a);
  const pb = powerOf(b);
  if (pa >= pb) b.lostBattle = true;
  if (pb >= pa) a.lostBattle = true;
  const result = pa === pb ? "both lose the battle" : `${objName(pa > pb ? b : a)} loses the battle`;
  ctx.note(`battle: ${objName(a)} (${pa}) against ${objName(b)} (${pb}): ${result}`);
}

function breakShields(s: DmState, ctx: EffectContext, attacker: BzObject, player: PlayerId): void {
  const defender = opponentOf(s, player);
  const ps = s.players[defender]!;
  const n = Math.min(top(attacker).def.breaker, ps.shields.length);
  let chosen = ps.shields.slice(0, n);
  if (ps.shields.length > n) {
    const picked = ctx.choose({
      kind: "target",
      player,
      prompt: `Player ${player}: which ${n === 1 ? "shield" : `${n} shields`} of player ${defender} does the attack break?`,
      options: ps.shields.map((sh, i) => ({ id: String(i), label: `shield ${i + 1}`, card: sh.card.code })),
      min: n,
      max: n,
      forCard: top(attacker).code,
    });
    chosen = picked.map((id) => ps.shields[Number(id)]!).filter((x) => x !== undefined);
  }
  const moment = ctx.nextMoment();
  for (const sh of chosen) {
    ps.shields.splice(ps.shields.indexOf(sh), 1);
    ps.hand.push(sh.card);
    if (sh.castle) {
      const grants = sh.card.def.shieldTrigger || sh.castle.def.castleGrantsTrigger === true;
      ps.looseCastles.push({ castle: sh.castle, waitingFor: grants ? sh.card.uid : null });
    }
    ctx.emit({ kind: "shieldBroken", moment, player: defender, card: sh.card, castle: sh.castle });
    const fort = sh.castle ? ` (fortified by ${cardName(sh.castle)})` : "";
    ctx.note(`the shield ${cardName(sh.card)}${fort} is broken and goes to player ${defender}'s hand`);
  }
}

export function applyAction(s: DmState, a: DmAction, ctx: EffectContext): void {
  if (a.player !== s.turn && a.kind !== "draw")
    throw new RulesError(`Only the turn player (${s.turn}) can do that in their turn.`);
  const ps = s.players[a.player]!;
  switch (a.kind) {
    case "summon": {
      if (a.card.def.type !== "Creature")
        throw new RulesError(`${cardName(a.card)} is a ${a.card.def.type}, not a creature.`);
      if (a.card.def.evolution && !a.onto)
        throw new RulesError(
          `${cardName(a.card)} is an evolution creature: say what it evolves on ("on CODE").`,
        );
      if (!a.card.def.evolution && a.onto)
        throw new RulesError(`${cardName(a.card)} is not an evolution creature.`);
      fromHand(s, a.player, a.card);
      if (a.onto) {
        if (!ps.battle.includes(a.onto) || !isCreature(a.onto) || a.onto.form === "link")
          throw new RulesError(
            `${objName(a.onto)} is not one of player ${a.player}'s creatures to evolve on.`,
          );
        const base = a.onto;
        ps.battle.splice(ps.battle.indexOf(base), 1);
        const o = enterBattle(s, ctx, a.player, [a.card, ...base.cards]);
        o.tapped = base.tapped;
        o.seals = base.seals;
        ctx.note(`${cardName(a.card)} is put on top of ${objName(base)}`);
      } else enterBattle(s, ctx, a.player, [a.card]);
      return;
    }
    case "cast": {
      if (a.card.def.type !== "Spell") throw new RulesError(`${cardName(a.card)} is not a spell.`);
      fromHand(s, a.player, a.card);
      const done = runOps(
        { s, ctx, me: a.player, forCard: a.card.code, what: cardName(a.card) },
        a.card.def.spell,
      );
      if (a.card.def.unexecuted.length > 0) done.push("its text is not executed by the engine");
      if (done.length > 0) ctx.note(`the spell: ${done.join("; ")}`);
      ps.graveyard.push(a.card);
      ctx.note(`${cardName(a.card)} goes to the graveyard after it resolved`);
      return;
    }
    case "deploy": {
      const t = a.card.def.type;
      if (t !== "D2 Field" && t !== "Cross Gear")
        throw new RulesError(`${cardName(a.card)} is a ${t}: only D2 Fields and Cross Gear are deployed.`);
      fromHand(s, a.player, a.card);
      enterBattle(s, ctx, a.player, [a.card]);
      return;
    }
    case "attack": {
      const att = a.attacker;
      if (controllerOf(s, att) !== a.player || !isCreature(att))
        throw new RulesError(`${objName(att)} is not one of player ${a.player}'s creatures.`);
      if (att.tapped) throw new RulesError(`${objName(att)} is tapped, so it can't attack.`);
      const defender = opponentOf(s, a.player);
      if (a.target !== "player" && (!a.target.tapped || controllerOf(s, a.target) !== defender))
        throw new RulesError(
          `${objName(a.target)} is not a tapped creature of player ${defender}: only those can be attacked.`,
        );
      if (a.blocker) {
        const b = a.blocker;
        if (controllerOf(s, b) !== defender || !isCreature(b) || !top(b).def.blocker || b.tapped)
          throw new RulesError(`${objName(b)} is not an untapped blocker of player ${defender}.`);
      }
      att.tapped = true;
      ctx.note(`${objName(att)} taps to attack`);
      if (a.blocker) {
        a.blocker.tapped = true;
        ctx.note(`${objName(a.blocker)} taps to block: the attack is redirected to it`);
        battle(ctx, att, a.blocker);
      } else if (a.target !== "player") battle(ctx, att, a.target);
      else if (s.players[defender]!.shields.length === 0) {
        s.directlyAttacked.push(defender);
        ctx.note(`player ${defender} has no shields: the direct attack goes through`);
      } else breakShields(s, ctx, att, a.player);
      return;
    }
    case "draw":
      drawCards(s, ctx, a.player, a.n);
      return;
  }
}
