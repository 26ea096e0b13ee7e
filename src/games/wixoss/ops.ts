/**
 * What WIXOSS effects do to the state. An ability's parts run one after the other with no
 * rule processing in between (rule processing is never done in the middle of an ability);
 * the kernel runs it once the ability is over.
 */
import type { EffectContext } from "../../engine/types.ts";
import type { WxOp, WxTarget } from "./cards.ts";
import {
  type CardInst,
  type PlayerId,
  type Signi,
  type WxState,
  allSigni,
  cardName,
  codeOf,
  controllerOf,
  isPuppet,
  levelOf,
  newCard,
  newSigni,
  opponentOf,
  powerOf,
  removeSigni,
  signiLimit,
  signiName,
} from "./state.ts";

export interface OpScope {
  s: WxState;
  ctx: EffectContext;
  me: PlayerId;
  forCard: string;
  /** The SIGNI whose ability runs ("this SIGNI"), if any. */
  self?: number;
}

function sideOk(s: WxState, me: PlayerId, side: WxTarget["side"], p: PlayerId): boolean {
  if (side === "any") return true;
  return side === "you" ? p === me : p === opponentOf(s, me);
}

function players(s: WxState, me: PlayerId, side: WxTarget["side"]): PlayerId[] {
  return s.order.filter((p) => sideOk(s, me, side, p));
}

function fitsTarget(sc: OpScope, t: WxTarget, x: Signi): boolean {
  if (t.self) return x.sid === sc.self;
  if (!sideOk(sc.s, sc.me, t.side, controllerOf(sc.s, x))) return false;
  if (t.maxPower !== undefined && powerOf(x) > t.maxPower) return false;
  if (t.minPower !== undefined && powerOf(x) < t.minPower) return false;
  if (t.maxLevel !== undefined && levelOf(sc.s, x) > t.maxLevel) return false;
  if (t.up && x.down) return false;
  return true;
}

function chooseSigni(sc: OpScope, t: WxTarget, what: string): Signi[] {
  const all = allSigni(sc.s).filter((x) => fitsTarget(sc, t, x));
  if (t.count === "all") return all;
  if (all.length <= t.count && !t.upTo) return all;
  if (all.length === 0) return [];
  const picked = sc.ctx.choose({
    kind: "target",
    player: sc.me,
    prompt: `Player ${sc.me}: choose ${what}`,
    options: all.map((x, i) => ({ id: String(i), label: signiName(sc.s, x), card: codeOf(x.card) })),
    min: t.upTo ? 0 : Math.min(t.count, all.length),
    max: Math.min(t.count, all.length),
    forCard: sc.forCard,
  });
  return picked.map((id) => all[Number(id)]).filter((x): x is Signi => x !== undefined);
}

/** The top cards of a deck (unknown cards when the board did not list it). */
function topOfDeck(s: WxState, p: PlayerId, n: number): CardInst[] {
  const ps = s.players[p]!;
  if (!ps.deckKnown) {
    ps.deck.unshift(...Array.from({ length: n }, () => newCard(s, s.unknownDef, p)));
    if (!s.drewBlind.includes(p)) s.drewBlind.push(p);
  }
  return ps.deck.splice(0, n);
}

function pickCards(sc: OpScope, chooser: PlayerId, pool: CardInst[], n: number, what: string): CardInst[] {
  if (pool.length <= n) return pool;
  const picked = sc.ctx.choose({
    kind: "target",
    player: chooser,
    prompt: `Player ${chooser}: choose ${what}`,
    options: pool.map((c, i) => ({ id: String(i), label: cardName(c), card: c.code })),
    min: n,
    max: n,
    forCard: sc.forCard,
  });
  return picked.map((id) => pool[Number(id)]).filter((c): c is CardInst => c !== undefined);
}

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
  to: "ener" | "hand" | "trash",
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
      text: `${name} would leave the field for the ${to === "ener" ? "ener zone" : to}; a puppeteered SIGNI is put into its owner's trash instead (player ${x.card.owner}'s trash).`,
      rule: "RP-A2",
    });
    return `${name} leaves the field and goes to player ${x.card.owner}'s trash`;
  }
  owner[to].push(x.card);
  if (banished) ctx.emit({ kind: "banished", moment, player: field, card: x.card });
  const zone = to === "ener" ? "ener zone" : to;
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
        const free = [0, 1, 2].find((z) => !ps.signi.some((x) => x.zone === z));
        if (free === undefined || ps.signi.length >= signiLimit(s, me)) {
          out.push(`player ${me} has no free SIGNI zone, so ${cardName(c)} stays in the ${op.from}`);
          continue;
        }
        zone.splice(zone.indexOf(c), 1);
        const x = newSigni(s, c, free);
        ps.signi.push(x);
        ctx.emit({ kind: "played", sid: x.sid, player: me, card: c });
        out.push(`${cardName(c)} is put onto player ${me}'s field from the ${op.from}`);
      }
      return out.join("; ");
    }
  }
}

export function runOps(sc: OpScope, ops: WxOp[]): string[] {
  return ops.map((op) => runOp(sc, op));
}
