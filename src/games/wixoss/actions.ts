/**
 * The actions a WIXOSS board can start from: play a SIGNI or Resona, Rise onto a SIGNI, use a
 * spell or ARTS, grow the center LRIG, attack with a SIGNI, draw. Costs (ener, grow costs,
 * Resona play conditions) are not modelled: the question is what the rules do afterwards.
 */
import { RulesError } from "../../engine/errors.ts";
import type { EffectContext } from "../../engine/types.ts";
import { drawCards, leaveField, runOps } from "./ops.ts";
import { cannotPay, describeCost, payCost } from "./costs.ts";
import { hasGained } from "./derive.ts";
import {
  type CardInst,
  type PlayerId,
  type Signi,
  type WxState,
  cardName,
  centerLrig,
  controllerOf,
  isPuppet,
  levelOf,
  lrigLevel,
  lrigLimit,
  newSigni,
  signiName,
  totalLevel,
} from "./state.ts";

export type WxAction =
  | { kind: "play"; player: PlayerId; card: CardInst }
  | { kind: "rise"; player: PlayerId; card: CardInst; onto: Signi }
  | { kind: "use"; player: PlayerId; card: CardInst }
  | { kind: "grow"; player: PlayerId; card: CardInst }
  | { kind: "attack"; player: PlayerId; attacker: Signi }
  | { kind: "lrigAttack"; player: PlayerId }
  | { kind: "draw"; player: PlayerId; n: number }
  | { kind: "endTurn"; player: PlayerId }
  /** The turn player's main phase ends and the attack phase begins. */
  | { kind: "attackPhase"; player: PlayerId }
  /** An activated ability (【起】) of a SIGNI on the field or of the center LRIG (signi null), by its number on the card. */
  | { kind: "activate"; player: PlayerId; card: CardInst; signi: Signi | null; index: number }
  /** The ener phase (WX-P3): one card from the hand, or one of the player's SIGNI, into the ener zone. */
  | { kind: "enerCharge"; player: PlayerId; from: { card: CardInst } | { signi: Signi } };

export function describeAction(
  s: WxState,
  a: WxAction,
): { player: PlayerId; card: string | null; text: string; rule: string | null } {
  const P = `Player ${a.player}`;
  switch (a.kind) {
    case "play":
      return { player: a.player, card: a.card.code, text: `${P} plays ${cardName(a.card)}.`, rule: null };
    case "rise":
      return {
        player: a.player,
        card: a.card.code,
        text: `${P} plays ${cardName(a.card)} with Rise on top of ${signiName(s, a.onto)}.`,
        rule: null,
      };
    case "use":
      return {
        player: a.player,
        card: a.card.code,
        text: `${P} uses the ${a.card.def.type === "ARTS" ? "ARTS" : "spell"} ${cardName(a.card)}.`,
        rule: null,
      };
    case "grow":
      return {
        player: a.player,
        card: a.card.code,
        text: `${P} grows their LRIG into ${cardName(a.card)}.`,
        rule: null,
      };
    case "enerCharge":
      return {
        player: a.player,
        card: "card" in a.from ? a.from.card.code : a.from.signi.card.code,
        text:
          "card" in a.from
            ? `${P} charges ener in the ener phase: ${cardName(a.from.card)} goes from the hand into the ener zone.`
            : `${P} charges ener in the ener phase: ${signiName(s, a.from.signi)} goes from the field into the ener zone.`,
        rule: "WX-P3",
      };
    case "attack":
      return {
        player: a.player,
        card: a.attacker.card.code,
        text: `${P} attacks with ${signiName(s, a.attacker)}.`,
        rule: null,
      };
    case "lrigAttack": {
      const lrig = centerLrig(s.players[a.player]!);
      return {
        player: a.player,
        card: lrig?.code ?? null,
        text: `${P} attacks with the center LRIG${lrig ? ` ${cardName(lrig)}` : ""}.`,
        rule: "WX-P6",
      };
    }
    case "draw":
      return {
        player: a.player,
        card: null,
        text: `${P} draws ${a.n === 1 ? "a card" : `${a.n} cards`}.`,
        rule: null,
      };
    case "attackPhase":
      return {
        player: a.player,
        card: null,
        text: `${P} begins the attack phase: the abilities that act "at the start of your attack phase" trigger.`,
        rule: "WX-P6",
      };
    case "activate": {
      const ab = a.card.def.activated[a.index];
      return {
        player: a.player,
        card: a.card.code,
        text: `${P} uses the activated ability of ${a.signi ? signiName(s, a.signi) : cardName(a.card)}${ab ? ` (${ab.label})` : ""}.`,
        rule: "WX-A1",
      };
    }
    case "endTurn":
      return {
        player: a.player,
        card: null,
        text: `${P} ends the turn: the end phase begins, and the abilities that act "at the end of your turn" trigger.`,
        rule: "WX-P7",
      };
  }
}

/** The mark in `usedThisTurn` of the turn's ener charge. */
const ENER_PHASE = "ener phase";

function take(list: CardInst[], card: CardInst, what: string): void {
  const i = list.indexOf(card);
  if (i < 0) throw new RulesError(`${cardName(card)} is not in ${what}.`);
  list.splice(i, 1);
}

function freeZone(ps: WxState["players"][string]): number {
  for (let z = 0; z < 3; z++) if (!ps.signi.some((x) => x.zone === z)) return z;
  throw new RulesError(`Player ${ps.id} has no empty SIGNI zone.`);
}

function checkFits(s: WxState, player: PlayerId, card: CardInst, replacing?: Signi): void {
  const ps = s.players[player]!;
  const level = card.def.level ?? 0;
  if (level > lrigLevel(ps))
    throw new RulesError(
      `${cardName(card)} is level ${level}, over player ${player}'s LRIG level ${lrigLevel(ps)}.`,
    );
  const total = totalLevel(s, ps) - (replacing ? levelOf(s, replacing) : 0) + level;
  if (total > lrigLimit(ps))
    throw new RulesError(
      `The SIGNI levels would add up to ${total}, over player ${player}'s LRIG limit ${lrigLimit(ps)}.`,
    );
}

export function applyAction(s: WxState, a: WxAction, ctx: EffectContext): void {
  if (a.player !== s.turn && a.kind !== "draw" && a.kind !== "endTurn")
    throw new RulesError(`Only the turn player (${s.turn}) can do that in their turn.`);
  const ps = s.players[a.player]!;
  switch (a.kind) {
    case "play": {
      const t = a.card.def.type;
      if (t !== "SIGNI" && t !== "Resona")
        throw new RulesError(`${cardName(a.card)} is a ${t}, not a SIGNI.`);
      checkFits(s, a.player, a.card);
      const zone = freeZone(ps);
      take(t === "Resona" ? ps.lrigDeck : ps.hand, a.card, t === "Resona" ? "the LRIG deck" : "the hand");
      const x = newSigni(s, a.card, zone);
      ps.signi.push(x);
      ctx.emit({ kind: "played", sid: x.sid, player: a.player, card: a.card });
      return;
    }
    case "rise": {
      if (!a.card.def.rise) throw new RulesError(`${cardName(a.card)} has no Rise.`);
      if (controllerOf(s, a.onto) !== a.player)
        throw new RulesError(`${signiName(s, a.onto)} is not on player ${a.player}'s field.`);
      checkFits(s, a.player, a.card, a.onto);
      take(ps.hand, a.card, "the hand");
      const puppet = isPuppet(s, a.onto);
      const name = signiName(s, a.onto);
      const x = newSigni(s, a.card, a.onto.zone);
      x.under = [a.onto.card, ...a.onto.under];
      x.charms = a.onto.charms;
      x.accessories = a.onto.accessories;
      ps.signi.splice(ps.signi.indexOf(a.onto), 1, x);
      ctx.note(`${name} goes under ${cardName(a.card)}`);
      if (puppet)
        ctx.interrupt({
          player: a.player,
          card: a.onto.card.code,
          text: `${cardName(a.onto.card)} is a puppeteered SIGNI (player ${a.onto.card.owner}'s card): Rise moves it under ${cardName(a.card)}, where it stays, still player ${a.onto.card.owner}'s card.`,
          rule: "RP-A3",
        });
      ctx.emit({ kind: "played", sid: x.sid, player: a.player, card: a.card });
      return;
    }
    case "use": {
      const t = a.card.def.type;
      if (t !== "Spell" && t !== "ARTS")
        throw new RulesError(`${cardName(a.card)} is a ${t}: only spells and ARTS are used.`);
      take(t === "ARTS" ? ps.lrigDeck : ps.hand, a.card, t === "ARTS" ? "the LRIG deck" : "the hand");
      const done = runOps({ s, ctx, me: a.player, forCard: a.card.code }, a.card.def.effect);
      if (a.card.def.unexecuted.length > 0) done.push("its text is not executed by the engine");
      if (done.length) ctx.note(`its effect: ${done.join("; ")}`);
      (t === "ARTS" ? ps.lrigTrash : ps.trash).push(a.card);
      ctx.note(`${cardName(a.card)} goes to the ${t === "ARTS" ? "LRIG trash" : "trash"} after use`);
      return;
    }
    case "grow": {
      const current = centerLrig(ps);
      const def = a.card.def;
      if (def.type !== "LRIG") throw new RulesError(`${cardName(a.card)} is not a LRIG.`);
      if (current) {
        if (!def.lrigTypes.some((t) => current.def.lrigTypes.includes(t)))
          throw new RulesError(
            `${cardName(a.card)} shares no LRIG type with ${cardName(current)}, so it can't grow from it.`,
          );
        if ((def.level ?? 0) > (current.def.level ?? 0) + 1)
          throw new RulesError(`${cardName(a.card)} is more than one level above ${cardName(current)}.`);
      }
      take(ps.lrigDeck, a.card, "the LRIG deck");
      ps.lrig.unshift(a.card);
      ctx.note(
        `the center LRIG is now ${cardName(a.card)}: level ${lrigLevel(ps)}, limit ${lrigLimit(ps)}, LRIG type ${def.lrigTypes.join("/") || "none"}`,
      );
      return;
    }
    case "attack": {
      const x = a.attacker;
      if (controllerOf(s, x) !== a.player)
        throw new RulesError(`${signiName(s, x)} is not on player ${a.player}'s field.`);
      if (x.down) throw new RulesError(`${signiName(s, x)} is down, so it can't attack.`);
      if (hasGained(s, x, "cantAttack")) throw new RulesError(`${signiName(s, x)} can't attack this turn.`);
      x.down = true;
      ctx.note(`${signiName(s, x)} is downed to attack`);
      ctx.emit({ kind: "attacked", player: a.player, card: x.card, sid: x.sid });
      s.attack = { player: a.player, signi: x.sid };
      s.steps.push("attackResult");
      return;
    }
    case "lrigAttack": {
      const lrig = centerLrig(ps);
      if (!lrig) throw new RulesError(`Player ${a.player} has no center LRIG to attack with.`);
      if (ps.lrigDown) throw new RulesError(`Player ${a.player}'s center LRIG is down, so it can't attack.`);
      if (ps.lrigGained.includes("cantAttack"))
        throw new RulesError(`Player ${a.player}'s center LRIG can't attack this turn.`);
      ps.lrigDown = true;
      ctx.note(`player ${a.player}'s center LRIG ${cardName(lrig)} is downed to attack`);
      ctx.emit({ kind: "attacked", player: a.player, card: lrig, sid: -1 });
      s.attack = { player: a.player, signi: null };
      s.steps.push("attackResult");
      return;
    }
    case "endTurn":
      ctx.emit({ kind: "turnEnd", player: a.player });
      s.steps.push("endCleanup", "up", "draw");
      return;
    case "draw":
      ctx.note(drawCards(s, a.player, a.n));
      return;
    case "activate":
      activateAbility(s, a, ctx);
      return;
    case "attackPhase":
      ctx.emit({ kind: "attackPhase", player: a.player });
      return;
    case "enerCharge": {
      if (ps.usedThisTurn.includes(ENER_PHASE))
        throw new RulesError(
          `Player ${a.player} has already charged ener this turn: the ener phase puts in one card (WX-P3).`,
        );
      ps.usedThisTurn.push(ENER_PHASE);
      if ("card" in a.from) {
        take(ps.hand, a.from.card, "the hand");
        ps.ener.push(a.from.card);
        return;
      }
      if (controllerOf(s, a.from.signi) !== a.player)
        throw new RulesError(`${signiName(s, a.from.signi)} is not on player ${a.player}'s field.`);
      ctx.note(leaveField(s, ctx, a.from.signi, "ener", ctx.nextMoment(), false));
      return;
    }
  }
}

/**
 * An activated ability is used by paying its cost, then its effect resolves at once (it does
 * not wait as a trigger ability does); a once-per-turn ability only once in the turn (WX-A1).
 */
function activateAbility(s: WxState, a: Extract<WxAction, { kind: "activate" }>, ctx: EffectContext): void {
  const ab = a.card.def.activated[a.index];
  if (!ab) throw new RulesError(`${cardName(a.card)} has no activated ability number ${a.index + 1}.`);
  const ps = s.players[a.player]!;
  const once = `${ab.id}@${a.card.uid}`;
  if (ab.oncePerTurn && ps.usedThisTurn.includes(once))
    throw new RulesError(
      `${cardName(a.card)}'s ability can be used once per turn, and it was used this turn.`,
    );
  const self = a.signi ?? undefined;
  const why = cannotPay(s, a.player, ab.cost, self);
  if (why) throw new RulesError(`Player ${a.player} can't pay the cost (${describeCost(ab.cost)}): ${why}.`);
  if (ab.oncePerTurn) ps.usedThisTurn.push(once);
  const sc = { s, ctx, me: a.player, forCard: a.card.code, ...(a.signi ? { self: a.signi.sid } : {}) };
  const paid = payCost(sc, ab.cost, self, (x) => leaveField(s, ctx, x, "trash", ctx.nextMoment(), false));
  if (paid) ctx.note(`cost: ${paid}`);
  ctx.note(`its effect: ${runOps(sc, ab.ops).join("; ")}`);
}
