/**
 * The actions a Duel Masters board can start from: summon (evolution on top of a creature),
 * cast a spell, deploy a D2 Field, attack (a player or a tapped creature, optionally blocked),
 * use a tap ability, charge mana, draw, end the turn. Mana costs are not modelled: the
 * question is what the rules do after the action. A creature the resolution put into the
 * battle zone has summoning sickness (it can't attack) unless it is a Speed Attacker; the
 * board's own creatures are taken as ready.
 *
 * An attack goes through its timings: the declaration (its "whenever this creature attacks"
 * abilities resolve first), the block, then the battle or the shields (turn step DM-T6). Ending
 * the turn runs the end step (DM-T7), then the next player's untap, start and draw steps
 * (DM-T1 to DM-T3); the charge and main steps are the user's next actions.
 */
import { keywordsOf, powerOf, slays } from "./power.ts";
import { RulesError } from "../../engine/errors.ts";
import type { EffectContext } from "../../engine/types.ts";
import type { DmRestriction } from "./cards.ts";
import { drawCards, enterBattle, runOps } from "./ops.ts";
import { blockRefusal, forcedBlocker, mustStillAttack, restrictionsOf, saysWho } from "./forced.ts";
import { tapRefusal } from "./tap-for.ts";
import { costNow } from "./costs.ts";
import { raceMatches } from "./races.ts";
import {
  type BzObject,
  type CardInst,
  type DmState,
  type DmStep,
  type PlayerId,
  cardName,
  civilizationsOf,
  allObjects,
  controllerOf,
  findObject,
  isCreature,
  isCrossGear,
  objName,
  opponentOf,
  top,
} from "./state.ts";

export type DmAction =
  | { kind: "summon"; player: PlayerId; card: CardInst; onto?: BzObject }
  | { kind: "cast"; player: PlayerId; card: CardInst }
  | { kind: "deploy"; player: PlayerId; card: CardInst }
  /** A Cross Gear in the battle zone (or generated from the hand first) crossed with a creature. */
  | { kind: "cross"; player: PlayerId; gear: BzObject | CardInst; creature: BzObject }
  | { kind: "attack"; player: PlayerId; attacker: BzObject; target: BzObject | "player"; blocker?: BzObject }
  | { kind: "draw"; player: PlayerId; n: number }
  | { kind: "charge"; player: PlayerId; card: CardInst }
  /** `source`: the card whose tap ability it is, when another creature taps for it. */
  | { kind: "tapAbility"; player: PlayerId; creature: BzObject; source?: BzObject }
  | { kind: "endTurn"; player: PlayerId };

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
        text:
          (a.onto
            ? `${P} summons the evolution creature ${cardName(a.card)} on top of ${objName(a.onto)}.`
            : `${P} summons ${cardName(a.card)}.`) + costText(s, a.player, a.card),
        rule: costNow(s, a.player, a.card) ? "112" : null,
      };
    case "cast":
      return {
        player: a.player,
        card: a.card.code,
        text: `${P} casts ${cardName(a.card)}.${costText(s, a.player, a.card)}`,
        rule: costNow(s, a.player, a.card) ? "112" : null,
      };
    case "deploy":
      return {
        player: a.player,
        card: a.card.code,
        text: `${P} puts the ${a.card.def.type} ${cardName(a.card)} into the battle zone.`,
        rule: null,
      };
    case "cross": {
      const gear = "oid" in a.gear ? objName(a.gear) : cardName(a.gear);
      const generated = "oid" in a.gear ? "" : "generates the Cross Gear " + gear + " and ";
      return {
        player: a.player,
        card: "oid" in a.gear ? top(a.gear).code : a.gear.code,
        text: generated
          ? `${P} ${generated}crosses it with ${objName(a.creature)}.${"oid" in a.gear ? "" : costText(s, a.player, a.gear)}`
          : `${P} crosses the Cross Gear ${gear} with ${objName(a.creature)}.`,
        rule: "DM-X1",
      };
    }
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
    case "charge":
      return {
        player: a.player,
        card: a.card.code,
        text: `${P} charges mana: ${cardName(a.card)} goes from the hand into the mana zone.`,
        rule: "DM-T4",
      };
    case "tapAbility":
      return {
        player: a.player,
        card: top(a.creature).code,
        text: a.source
          ? `${P} taps ${objName(a.creature)} instead of attacking to use the tap ability of ${objName(a.source)}.`
          : `${P} taps ${objName(a.creature)} to use its tap ability instead of attacking.`,
        rule: null,
      };
    case "endTurn":
      return {
        player: a.player,
        card: null,
        text: `${P} ends the turn: the end step begins, and the abilities that act "at the end of the turn" trigger.`,
        rule: "DM-T7",
      };
  }
}

/** Where a spell goes once it has resolved: the mana zone with Charger, the graveyard otherwise. */
/** " It costs 5 (printed 4; +1 from ...)." when a cost modifier applies (112), then that mana is not checked. */
function costText(s: DmState, player: PlayerId, card: CardInst): string {
  const c = costNow(s, player, card);
  const cost = c?.cost ?? card.def.cost;
  // Boards rarely list the mana zone in full, so the cost is never checked; say so every time.
  const paid =
    cost === undefined ? "" : " The engine takes its mana cost as paid: it does not check or tap mana.";
  return (c ? ` It costs ${c.cost} (${c.why}).` : "") + paid;
}

export function afterCast(s: DmState, card: CardInst): string {
  const ps = s.players[card.owner]!;
  if (card.def.charger) {
    ps.mana.push(card);
    return `${cardName(card)} has Charger: after it resolved it goes into the mana zone instead of the graveyard`;
  }
  ps.graveyard.push(card);
  return `${cardName(card)} goes to the graveyard after it resolved`;
}

function fromHand(s: DmState, player: PlayerId, card: CardInst): void {
  const hand = s.players[player]!.hand;
  const i = hand.indexOf(card);
  if (i < 0) throw new RulesError(`${cardName(card)} is not in player ${player}'s hand.`);
  hand.splice(i, 1);
}

/**
 * Two creatures battle: the one with less power loses, both lose on equal power, and each
 * loser is destroyed by the state-based actions (703.4d). A Slayer destroys the creature it
 * battled after the battle, whatever the result.
 */
export function battle(s: DmState, ctx: EffectContext, a: BzObject, b: BzObject): void {
  s.battling = [a.oid, b.oid];
  const pa = powerOf(s, a);
  const pb = powerOf(s, b);
  const winsAll = (x: BzObject) => top(x).def.winsAllBattles === true;
  if (winsAll(a) || winsAll(b)) {
    // Power is not compared: the one that wins all battles wins, and two such creatures both stay (700.5).
    if (!winsAll(b)) b.lostBattle = true;
    if (!winsAll(a)) a.lostBattle = true;
    const who = winsAll(a) && winsAll(b) ? "neither loses" : `${objName(winsAll(a) ? b : a)} loses`;
    ctx.note(
      `battle: ${objName(a)} against ${objName(b)}: a creature that wins all battles is in it, so ${who} (700.5)`,
    );
  } else {
    if (pa >= pb) b.lostBattle = true;
    if (pb >= pa) a.lostBattle = true;
    const result = pa === pb ? "both lose the battle" : `${objName(pa > pb ? b : a)} loses the battle`;
    ctx.note(`battle: ${objName(a)} (${pa}) against ${objName(b)} (${pb}): ${result}`);
  }
  for (const x of [a, b])
    if (top(x).def.destroyedAfterBattle && !x.lostBattle) {
      x.lostBattle = true;
      ctx.note(`${objName(x)} battled, so its own ability destroys it after the battle`);
    }
  const moment = ctx.nextMoment();
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    const wins = winsAll(x) || winsAll(y) ? winsAll(x) && !winsAll(y) : powerOf(s, x) > powerOf(s, y);
    if (wins) ctx.emit({ kind: "wonBattle", moment, player: controllerOf(s, x), card: top(x) });
    if (slays(s, x, y) && !y.lostBattle) {
      y.lostBattle = true;
      ctx.note(`${objName(x)} is a Slayer: ${objName(y)} is destroyed after the battle too (Slayer)`);
    } else if (slays(s, x, y))
      ctx.note(`${objName(x)} is a Slayer, and ${objName(y)} lost the battle anyway`);
  }
  delete s.battling;
}

export function applyAction(s: DmState, a: DmAction, ctx: EffectContext): void {
  if (a.player !== s.turn && a.kind !== "draw" && a.kind !== "endTurn")
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
      if (a.card.def.summonAfterSpell && !s.spellsCast.includes(a.player))
        throw new RulesError(
          `${cardName(a.card)} can be summoned only if its player has cast a spell this turn (its own text says so), and player ${a.player} has cast none so far in these actions.`,
        );
      fromHand(s, a.player, a.card);
      if (a.onto) {
        if (!ps.battle.includes(a.onto) || !isCreature(a.onto) || a.onto.form === "link")
          throw new RulesError(
            `${objName(a.onto)} is not one of player ${a.player}'s creatures to evolve on.`,
          );
        const base = a.onto;
        const race = a.card.def.evolvesFrom;
        if (race && !top(base).def.races.some((r) => raceMatches(r, race)))
          throw new RulesError(
            `${cardName(a.card)} evolves only on a ${race}; ${objName(base)} is a ${top(base).def.races.join("/") || "creature with no race"}.`,
          );
        ps.battle.splice(ps.battle.indexOf(base), 1);
        const o = enterBattle(s, ctx, a.player, [a.card, ...base.cards]);
        o.tapped = base.tapped;
        o.seals = base.seals;
        // An evolution creature is the same creature for the Cross Gear crossed with it (DM-X1).
        for (const g of allObjects(s))
          if (isCrossGear(g) && g.crossedWith === base.oid) g.crossedWith = o.oid;
        ctx.note(`${cardName(a.card)} is put on top of ${objName(base)}`);
      } else enterBattle(s, ctx, a.player, [a.card]);
      ctx.emit({ kind: "summoned", player: a.player, card: a.card });
      return;
    }
    case "cast": {
      if (a.card.def.type !== "Spell") throw new RulesError(`${cardName(a.card)} is not a spell.`);
      fromHand(s, a.player, a.card);
      ctx.emit({ kind: "cast", player: a.player, card: a.card });
      s.spellsCast.push(a.player);
      const done = runOps(
        { s, ctx, me: a.player, forCard: a.card.code, what: cardName(a.card) },
        a.card.def.spell,
      );
      if (a.card.def.unexecuted.length > 0) done.push("its text is not executed by the engine");
      if (done.length > 0) ctx.note(`the spell: ${done.join("; ")}`);
      ctx.note(afterCast(s, a.card));
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
    case "cross": {
      if (controllerOf(s, a.creature) !== a.player || !isCreature(a.creature))
        throw new RulesError(`${objName(a.creature)} is not one of player ${a.player}'s creatures.`);
      let gear: BzObject;
      if ("oid" in a.gear) gear = a.gear;
      else {
        if (a.gear.def.type !== "Cross Gear")
          throw new RulesError(
            `${cardName(a.gear)} is a ${a.gear.def.type}, not a Cross Gear: only Cross Gear cross.`,
          );
        fromHand(s, a.player, a.gear);
        gear = enterBattle(s, ctx, a.player, [a.gear]);
      }
      if (!isCrossGear(gear) || controllerOf(s, gear) !== a.player)
        throw new RulesError(`${objName(gear)} is not one of player ${a.player}'s Cross Gear.`);
      const before = gear.crossedWith === undefined ? undefined : findObject(s, gear.crossedWith);
      gear.crossedWith = a.creature.oid;
      if (before && before !== a.creature)
        ctx.note(`${objName(gear)} is no longer crossed with ${objName(before)}`);
      ctx.note(`what ${objName(gear)} says about the crossed creature now applies to ${objName(a.creature)}`);
      return;
    }
    case "attack": {
      const att = a.attacker;
      if (controllerOf(s, att) !== a.player || !isCreature(att))
        throw new RulesError(`${objName(att)} is not one of player ${a.player}'s creatures.`);
      if (att.tapped) throw new RulesError(`${objName(att)} is tapped, so it can't attack.`);
      const def = top(att).def;
      if (att.sick && !keywordsOf(s, att).speedAttacker)
        throw new RulesError(
          `${objName(att)} came into the battle zone this turn: it has summoning sickness and can't attack (it is not a Speed Attacker).`,
        );
      const says = (r: DmRestriction) => restrictionsOf(s, att).includes(r);
      if (says("cantAttack"))
        throw new RulesError(`${objName(att)} can't attack (${saysWho(s, att, "cantAttack")}).`);
      if (a.target === "player" && says("cantAttackPlayers"))
        throw new RulesError(
          `${objName(att)} can't attack players (${saysWho(s, att, "cantAttackPlayers")}).`,
        );
      if (a.target !== "player" && says("cantAttackCreatures"))
        throw new RulesError(
          `${objName(att)} can't attack creatures (${saysWho(s, att, "cantAttackCreatures")}).`,
        );
      const defender = opponentOf(s, a.player);
      if (a.target !== "player") {
        const civs = def.attacksUntapped;
        const untappedOk =
          says("canAttackUntapped") ||
          keywordsOf(s, att).attacksUntapped ||
          (civs !== undefined && civilizationsOf(a.target).some((c) => civs.includes(c as never)));
        if ((!a.target.tapped && !untappedOk) || controllerOf(s, a.target) !== defender)
          throw new RulesError(
            `${objName(a.target)} is not a tapped creature of player ${defender}: only those can be attacked.`,
          );
        if (restrictionsOf(s, a.target).includes("cantBeAttacked"))
          throw new RulesError(
            `${objName(a.target)} can't be attacked (${saysWho(s, a.target, "cantBeAttacked")}).`,
          );
      }
      const blocker = forcedBlocker(s, ctx, att, a.target, defender, a.blocker);
      if (blocker) {
        const refused = blockRefusal(s, att, blocker, a.target, defender);
        if (refused) throw new RulesError(refused);
      }
      if (a.target !== "player") {
        const by = top(a.target).def.unattackableBy;
        if (by && civilizationsOf(att).some((c) => by.includes(c as never)))
          throw new RulesError(
            `${objName(a.target)} can't be attacked by ${by.join(" or ").toLowerCase()} creatures (its own text says so).`,
          );
      }
      att.tapped = true;
      att.attacking = true;
      ctx.note(`${objName(att)} taps to attack`);
      if (keywordsOf(s, att).powerAttacker)
        ctx.note(`Power Attacker: ${objName(att)} has ${powerOf(s, att)} power while it attacks`);
      ctx.emit({ kind: "attacks", player: a.player, card: top(att) });
      if (a.target !== "player") ctx.emit({ kind: "attacked", player: defender, card: top(a.target) });
      s.attack = {
        player: a.player,
        attacker: att.oid,
        target: a.target === "player" ? "player" : a.target.oid,
        blocker: blocker ? blocker.oid : null,
      };
      const blockStep: DmStep | null = blocker
        ? "attackBlock"
        : a.target === "player"
          ? "attackUnblocked"
          : null;
      s.steps.push(...(blockStep ? [blockStep, "attackResult" as const] : (["attackResult"] as const)));
      return;
    }
    case "charge":
      fromHand(s, a.player, a.card);
      ps.mana.push(a.card);
      return;
    case "tapAbility": {
      const o = a.creature;
      if (controllerOf(s, o) !== a.player || !isCreature(o))
        throw new RulesError(`${objName(o)} is not one of player ${a.player}'s creatures.`);
      if (o.tapped) throw new RulesError(`${objName(o)} is already tapped.`);
      const source = a.source ?? o;
      if (!top(source).def.abilities.some((x) => x.trigger === "tap"))
        throw new RulesError(`${objName(source)} has no tap ability.`);
      const refused = tapRefusal(s, o, source);
      if (refused) throw new RulesError(refused);
      if (o.sick && !keywordsOf(s, o).speedAttacker)
        throw new RulesError(`${objName(o)} has summoning sickness, so it can't tap to use its ability.`);
      o.tapped = true;
      if (source !== o) ctx.note(`${objName(o)} taps to use the tap ability of ${objName(source)}`);
      ctx.emit({ kind: "tapAbility", player: a.player, card: top(source) });
      return;
    }
    case "endTurn":
      mustStillAttack(s, a.player);
      ctx.emit({ kind: "turnEnd", player: a.player });
      s.steps.push("endCleanup", "untap", "start", "draw");
      return;
    case "draw":
      drawCards(s, ctx, a.player, a.n);
      return;
  }
}
