/**
 * What WIXOSS effects do to the state. An ability's parts run one after the other with no
 * rule processing in between (rule processing is never done in the middle of an ability);
 * the kernel runs it once the ability is over.
 */
import type { EffectContext } from "../../engine/types.ts";
import type { WxGained, WxOp } from "./cards.ts";
import {
  type PlayerId,
  type Signi,
  type WxState,
  cardName,
  controllerOf,
  isPuppet,
  newCard,
  MAX_COINS,
  opponentOf,
  removeSigni,
  signiName,
} from "./state.ts";
import { type OpScope, chooseSigni, pickCards, players, topOfDeck } from "./select.ts";
import { placeOnField, runZoneOp } from "./ops-zones.ts";
import { cannotPay, describeCost, payCost } from "./costs.ts";
import { askYesNo } from "../../engine/chooser.ts";
import { conditionHolds } from "./derive.ts";

export type { OpScope } from "./select.ts";

export function drawCards(s: WxState, player: PlayerId, n: number): string {
  const ps = s.players[player]!;
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    const c = ps.deckKnown ? ps.deck.shift() : newCard(s, s.unknownDef, player);
    if (!c) break;
    ps.hand.push(c);
    drawn += 1;
  }
  if (!ps.deckKnown && !s.drewBlind.includes(player)) s.drewBlind.push(player);
  const left = ps.deckKnown ? ` (${ps.deck.length} left in the deck)` : "";
  if (drawn < n) return `player ${player} draws ${drawn} of ${n} cards: the deck is empty${left}`;
  return `player ${player} draws ${n === 1 ? "a card" : `${n} cards`}${left}`;
}

/**
 * A SIGNI leaves the field. What was attached to it or under it stays behind for rule
 * processing 3. A puppeteered SIGNI goes to its owner's trash instead (additional ruling 2).
 */
export function leaveField(
  s: WxState,
  ctx: EffectContext,
  x: Signi,
  to: "ener" | "hand" | "trash" | "deck",
  moment: number,
  banished: boolean,
): string {
  const field = controllerOf(s, x);
  const name = signiName(s, x);
  const puppet = isPuppet(s, x);
  removeSigni(s, x);
  const owner = s.players[x.card.owner]!;
  const rise = x.card.def.rise;
  const leftovers = [
    ...x.under.map((card) => ({ card, as: "under" as const })),
    ...x.charms.map((card) => ({ card, as: "charm" as const })),
    ...x.accessories.map((card) => ({ card, as: "accessory" as const })),
  ];
  for (const l of leftovers) s.players[field]!.leftovers.push({ ...l, rise, field, from: cardName(x.card) });
  if (puppet && to !== "trash") {
    owner.trash.push(x.card);
    ctx.interrupt({
      player: x.card.owner,
      card: x.card.code,
      text: `${name} would leave the field for the ${to === "ener" ? "ener zone" : to === "deck" ? "bottom of the deck" : to}; a puppeteered SIGNI is put into its owner's trash instead (player ${x.card.owner}'s trash).`,
      rule: "RP-A2",
    });
    return `${name} leaves the field and goes to player ${x.card.owner}'s trash`;
  }
  owner[to].push(x.card);
  if (banished) ctx.emit({ kind: "banished", moment, player: field, card: x.card });
  const zone = to === "ener" ? "ener zone" : to === "deck" ? "deck, at the bottom" : to;
  return `${name} ${banished ? "is banished and goes" : "goes"} to player ${x.card.owner}'s ${zone}`;
}

/** The top cards of a Life Cloth go to the check zone; a card with Life Burst waits for it. */
export function crush(s: WxState, ctx: EffectContext, player: PlayerId, n: number): string {
  const ps = s.players[player]!;
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const card = ps.life.shift();
    if (!card) {
      s.lost = player;
      out.push(`player ${player} has no Life Cloth left and takes damage`);
      break;
    }
    ps.check.push({ card, burstPending: card.def.lifeBurst });
    ctx.emit({ kind: "crushed", player, card });
    out.push(
      `${cardName(card)} is crushed from player ${player}'s Life Cloth and put into the check zone${card.def.lifeBurst ? " (it has a Life Burst)" : ""}`,
    );
  }
  return out.join("; ");
}

function runOp(sc: OpScope, op: WxOp): string {
  const { s, ctx, me } = sc;
  switch (op.op) {
    case "draw":
      return drawCards(s, me, op.n);
    case "power": {
      const xs = chooseSigni(sc, op.target, op.amount < 0 ? "a SIGNI to weaken" : "a SIGNI to strengthen");
      if (xs.length === 0) return "there is no SIGNI to choose";
      for (const x of xs) x.powerMods.push(op.amount);
      const sign = op.amount > 0 ? `+${op.amount}` : String(op.amount);
      return `${xs.map((x) => signiName(s, x)).join(", ")} ${xs.length === 1 ? "gets" : "get"} ${sign} power until the end of the turn`;
    }
    case "lrigChange": {
      const parts = players(s, me, op.side).map((p) => {
        const ps = s.players[p]!;
        ps.lrigMods.level += op.level;
        ps.lrigMods.limit += op.limit;
        const what = [
          op.level ? `level ${op.level > 0 ? "+" : ""}${op.level}` : "",
          op.limit ? `limit ${op.limit > 0 ? "+" : ""}${op.limit}` : "",
        ]
          .filter(Boolean)
          .join(" and ");
        return `player ${p}'s center LRIG gets ${what} until the end of the turn`;
      });
      return parts.join("; ");
    }
    case "bounce": {
      const xs = chooseSigni(sc, op.target, "a SIGNI to return to its owner's hand");
      if (xs.length === 0) return "there is no SIGNI to choose";
      const moment = ctx.nextMoment();
      return xs.map((x) => leaveField(s, ctx, x, "hand", moment, false)).join("; ");
    }
    case "banish": {
      const xs = chooseSigni(sc, op.target, "a SIGNI to banish");
      if (xs.length === 0) return "there is no SIGNI to choose";
      const moment = ctx.nextMoment();
      return xs.map((x) => leaveField(s, ctx, x, "ener", moment, true)).join("; ");
    }
    case "returnKey": {
      const out: string[] = [];
      for (const p of players(s, me, op.side)) {
        const ps = s.players[p]!;
        const key = ps.keys.shift();
        if (!key) continue;
        s.players[key.owner]!.hand.push(key);
        out.push(`the key ${cardName(key)} goes back to player ${key.owner}'s hand`);
      }
      return out.join("; ") || "there is no key to return";
    }
    case "crush":
      return players(s, me, op.side)
        .map((p) => crush(s, ctx, p, op.n))
        .join("; ");
    case "down": {
      const xs = chooseSigni(sc, op.target, op.keepUp ? "a SIGNI to freeze" : "a SIGNI to down");
      if (xs.length === 0) return "there is no SIGNI to choose";
      for (const x of xs) {
        if (!op.keepUp) x.down = true;
        if (op.freeze) x.frozen = true;
      }
      const what = [op.keepUp ? "" : "downed", op.freeze ? "frozen" : ""].filter(Boolean).join(" and ");
      return `${xs.map((x) => signiName(s, x)).join(", ")} ${xs.length === 1 ? "is" : "are"} ${what}`;
    }
    case "trash": {
      const xs = chooseSigni(sc, op.target, "a SIGNI to put into the trash");
      if (xs.length === 0) return "there is no SIGNI to choose";
      const moment = ctx.nextMoment();
      return xs.map((x) => leaveField(s, ctx, x, "trash", moment, false)).join("; ");
    }
    case "enerCharge":
    case "mill": {
      const cards = topOfDeck(s, me, op.n);
      const to = op.op === "enerCharge" ? "ener" : "trash";
      s.players[me]![to].push(...cards);
      const what = op.op === "enerCharge" ? `Ener Charge ${op.n}` : "mill";
      return `${what}: ${cards.length} card${cards.length === 1 ? "" : "s"} from the top of player ${me}'s deck go${cards.length === 1 ? "es" : ""} to the ${to === "ener" ? "ener zone" : "trash"}`;
    }
    case "discard": {
      const p = op.side === "you" ? me : opponentOf(s, me);
      const hand = s.players[p]!.hand;
      const cards = pickCards(
        sc,
        p,
        [...hand],
        op.n,
        `${op.n === 1 ? "a card" : `${op.n} cards`} to discard`,
      );
      for (const c of cards) {
        hand.splice(hand.indexOf(c), 1);
        s.players[c.owner]!.trash.push(c);
      }
      return cards.length === 0
        ? `player ${p} has no card to discard`
        : `player ${p} discards ${cards.map(cardName).join(", ")}`;
    }
    case "modal": {
      const [pick] = ctx.choose({
        kind: "target",
        player: me,
        prompt: `Player ${me}: choose one`,
        options: op.options.map((ops, i) => ({
          id: String(i),
          label: `${i + 1}: ${ops.map((o) => o.op).join(", ")}`,
        })),
        min: 1,
        max: 1,
        forCard: sc.forCard,
      });
      const chosen = op.options[Number(pick ?? 0)] ?? op.options[0]!;
      return `player ${me} chooses way ${Number(pick ?? 0) + 1}: ${chosen.map((o) => runOp(sc, o)).join("; ")}`;
    }
    case "toHand":
    case "putOntoField": {
      const ps = s.players[me]!;
      const zone = op.from === "deck" ? ps.deck : ps[op.from];
      const signi = zone.filter(
        (c) =>
          c.def.type === "SIGNI" &&
          (op.op !== "putOntoField" || op.maxLevel === undefined || (c.def.level ?? 0) <= op.maxLevel),
      );
      const cards = pickCards(sc, me, signi, op.n, `a SIGNI of the ${op.from}`);
      if (cards.length === 0) return `player ${me} has no SIGNI in the ${op.from} to choose`;
      const out: string[] = [];
      for (const c of cards) {
        if (op.op === "toHand") {
          zone.splice(zone.indexOf(c), 1);
          ps.hand.push(c);
          out.push(`${cardName(c)} goes from the ${op.from} to player ${me}'s hand`);
          continue;
        }
        zone.splice(zone.indexOf(c), 1);
        const placed = placeOnField(sc, c, op.from);
        if (!placed.ok) zone.push(c);
        out.push(placed.text);
      }
      return out.join("; ");
    }
    case "look":
    case "fetch":
    case "addLife":
    case "millSide":
      return runZoneOp(sc, op);
    case "gain":
      return gain(sc, op);
    case "powerLasting": {
      const xs = chooseSigni(sc, op.target, op.amount < 0 ? "a SIGNI to weaken" : "a SIGNI to strengthen");
      if (xs.length === 0)
        return op.target.self ? "the SIGNI is no longer on the field" : "there is no SIGNI to choose";
      const opp = opponentOf(s, me);
      for (const x of xs) x.lasting.push({ amount: op.amount, until: opp, skip: s.turn === opp });
      const sign = op.amount > 0 ? `+${op.amount}` : String(op.amount);
      return `${xs.map((x) => signiName(s, x)).join(", ")} ${xs.length === 1 ? "gets" : "get"} ${sign} power until the end of player ${opp}'s next turn`;
    }
    case "downLrig": {
      const p = opponentOf(s, me);
      const ps = s.players[p]!;
      if (!op.keepUp) ps.lrigDown = true;
      if (op.freeze) ps.lrigFrozen = true;
      const what = [op.keepUp ? "" : "downed", op.freeze ? "frozen" : ""].filter(Boolean).join(" and ");
      return `player ${p}'s center LRIG is ${what}`;
    }
    case "gainCoins": {
      const ps = s.players[me]!;
      const before = ps.coins;
      ps.coins = Math.min(MAX_COINS, ps.coins + op.n);
      const capped = before + op.n > MAX_COINS ? ` (a player holds at most ${MAX_COINS}, WX-A3)` : "";
      return `player ${me} gains ${ps.coins - before} coin${ps.coins - before === 1 ? "" : "s"} and has ${ps.coins}${capped}`;
    }
    case "preventDamage": {
      s.players[me]!.preventions.push(op.from);
      const by = op.from === "any" ? "" : ` from a ${op.from === "signi" ? "SIGNI" : "LRIG"}`;
      return `this turn, the next damage player ${me} would take${by} is prevented`;
    }
    case "ifThen": {
      if (!conditionHolds(s, me, null, op.when))
        return "the condition does not hold, so nothing more happens";
      return op.then.map((o) => runOp(sc, o)).join("; ");
    }
    case "discardPicked": {
      const p = opponentOf(s, me);
      const hand = s.players[p]!.hand;
      const what = `${op.n === 1 ? "a card" : `${op.n} cards`} of player ${p}'s hand${op.looking ? "" : " without looking"}`;
      const cards = pickCards(sc, me, [...hand], op.n, what);
      for (const c of cards) {
        hand.splice(hand.indexOf(c), 1);
        s.players[c.owner]!.trash.push(c);
      }
      return cards.length === 0
        ? `player ${p} has no card to discard`
        : `player ${me} picks ${what}: player ${p} discards ${cards.map(cardName).join(", ")}`;
    }
    case "move": {
      const xs = chooseSigni(
        sc,
        op.target,
        op.to === "ener" ? "a SIGNI to put into the ener zone" : "a SIGNI to put at the bottom of the deck",
      );
      if (xs.length === 0) return "there is no SIGNI to choose";
      const moment = ctx.nextMoment();
      return xs
        .map((x) => leaveField(s, ctx, x, op.to === "ener" ? "ener" : "deck", moment, false))
        .join("; ");
    }
    case "mayPay": {
      const self = s.players[me]!.signi.find((x) => x.sid === sc.self);
      const why = cannotPay(s, me, op.cost, self);
      const what = describeCost(op.cost);
      if (why) return `player ${me} can't ${what} (${why}), so nothing more happens`;
      if (!askYesNo(ctx, me, `Player ${me}: ${what}?`, sc.forCard))
        return `player ${me} chooses not to ${what}, so nothing more happens`;
      const paid = payCost(sc, op.cost, self, (x) => leaveField(s, ctx, x, "trash", ctx.nextMoment(), false));
      return [paid, ...op.then.map((o) => runOp(sc, o))].join("; ");
    }
    case "choose": {
      const picked = ctx.choose({
        kind: "target",
        player: me,
        prompt: `Player ${me}: choose ${op.upTo ? "up to " : ""}${op.n} of the ways`,
        options: op.options.map((ops, i) => ({
          id: String(i),
          label: `${i + 1}: ${ops.map((o) => o.op).join(", ")}`,
          card: `${sc.forCard}#${i + 1}`,
        })),
        min: op.upTo ? 0 : Math.min(op.n, op.options.length),
        max: Math.min(op.n, op.options.length),
        forCard: sc.forCard,
      });
      const ways = [...new Set(picked.map(Number))].filter((i) => op.options[i]).sort((a, b) => a - b);
      if (ways.length === 0) return `player ${me} chooses none of the ways`;
      return ways
        .map((i) => `way ${i + 1}: ${op.options[i]!.map((o) => runOp(sc, o)).join("; ")}`)
        .join("; ");
    }
  }
}

const GAINED_WORDS: Record<WxGained, string> = {
  lancer: "Lancer",
  doubleCrush: "Double Crush",
  assassin: "Assassin",
  cantAttack: '"can\'t attack"',
  shadow: "Shadow",
};

function gain(sc: OpScope, op: Extract<WxOp, { op: "gain" }>): string {
  const { s, me } = sc;
  const what = GAINED_WORDS[op.what];
  if (op.target === "yourLrig" || op.target === "opponentLrig") {
    const p = op.target === "yourLrig" ? me : opponentOf(s, me);
    s.players[p]!.lrigGained.push(op.what);
    return `player ${p}'s center LRIG gains ${what} until the end of the turn`;
  }
  const xs =
    op.target === "self"
      ? s.players[me]!.signi.filter((x) => x.sid === sc.self)
      : chooseSigni(sc, op.target, `a SIGNI to gain ${what}`);
  if (xs.length === 0)
    return op.target === "self" ? "the SIGNI is no longer on the field" : "there is no SIGNI to choose";
  for (const x of xs) x.gained.push(op.what);
  return `${xs.map((x) => signiName(s, x)).join(", ")} ${xs.length === 1 ? "gains" : "gain"} ${what} until the end of the turn`;
}

export function runOps(sc: OpScope, ops: WxOp[]): string[] {
  return ops.map((op) => runOp(sc, op));
}
