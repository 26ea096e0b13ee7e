/**
 * What WIXOSS effects do to the state. An ability's parts run one after the other with no
 * rule processing in between (rule processing is never done in the middle of an ability);
 * the kernel runs it once the ability is over.
 */
import type { EffectContext } from "../../engine/types.ts";
import type { WxOp, WxTarget } from "./cards.ts";
import {
  type PlayerId,
  type Signi,
  type WxState,
  allSigni,
  cardName,
  codeOf,
  controllerOf,
  isPuppet,
  newCard,
  opponentOf,
  removeSigni,
  signiName,
} from "./state.ts";

export interface OpScope {
  s: WxState;
  ctx: EffectContext;
  me: PlayerId;
  forCard: string;
}

function sideOk(s: WxState, me: PlayerId, side: WxTarget["side"], p: PlayerId): boolean {
  if (side === "any") return true;
  return side === "you" ? p === me : p === opponentOf(s, me);
}

function players(s: WxState, me: PlayerId, side: WxTarget["side"]): PlayerId[] {
  return s.order.filter((p) => sideOk(s, me, side, p));
}

function chooseSigni(sc: OpScope, t: WxTarget, what: string): Signi[] {
  const all = allSigni(sc.s).filter((x) => sideOk(sc.s, sc.me, t.side, controllerOf(sc.s, x)));
  if (t.count === "all" || all.length <= 1) return all;
  const [id] = sc.ctx.choose({
    kind: "target",
    player: sc.me,
    prompt: `Player ${sc.me}: choose ${what}`,
    options: all.map((x, i) => ({ id: String(i), label: signiName(sc.s, x), card: codeOf(x.card) })),
    min: 1,
    max: 1,
    forCard: sc.forCard,
  });
  const one = all[Number(id ?? 0)] ?? all[0];
  return one ? [one] : [];
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
      const [x] = chooseSigni(sc, op.target, "a SIGNI to return to its owner's hand");
      if (!x) return "there is no SIGNI to choose";
      return leaveField(s, ctx, x, "hand", ctx.nextMoment(), false);
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
  }
}

export function runOps(sc: OpScope, ops: WxOp[]): string[] {
  return ops.map((op) => runOp(sc, op));
}
