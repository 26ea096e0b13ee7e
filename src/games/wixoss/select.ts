/**
 * Choosing what an effect acts on: SIGNI on the field that fit a target, cards of a zone that
 * fit a filter, the top cards of a deck. The effect's player chooses; when the rules leave no
 * choice (as many fit as it asks for), nobody is asked.
 */
import type { EffectContext } from "../../engine/types.ts";
import type { WxCardFilter, WxTarget } from "./cards.ts";
import { hasGained, powerOf } from "./derive.ts";
import {
  type CardInst,
  type PlayerId,
  type Signi,
  type WxState,
  allSigni,
  cardName,
  codeOf,
  controllerOf,
  levelOf,
  newCard,
  opponentOf,
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

export function sideOk(s: WxState, me: PlayerId, side: WxTarget["side"], p: PlayerId): boolean {
  if (side === "any") return true;
  return side === "you" ? p === me : p === opponentOf(s, me);
}

export function players(s: WxState, me: PlayerId, side: WxTarget["side"]): PlayerId[] {
  return s.order.filter((p) => sideOk(s, me, side, p));
}

export function fitsTarget(sc: OpScope, t: WxTarget, x: Signi): boolean {
  if (t.self) return x.sid === sc.self;
  // Shadow: the opponent can't target it (an effect on "all" SIGNI does not target).
  if (t.count !== "all" && controllerOf(sc.s, x) !== sc.me && hasGained(sc.s, x, "shadow")) return false;
  if (!sideOk(sc.s, sc.me, t.side, controllerOf(sc.s, x))) return false;
  if (t.maxPower !== undefined && powerOf(sc.s, x) > t.maxPower) return false;
  if (t.minPower !== undefined && powerOf(sc.s, x) < t.minPower) return false;
  if (t.maxLevel !== undefined && levelOf(sc.s, x) > t.maxLevel) return false;
  if (t.up && x.down) return false;
  if (t.down && !x.down) return false;
  if (t.level !== undefined && levelOf(sc.s, x) !== t.level) return false;
  if (t.minLevel !== undefined && levelOf(sc.s, x) < t.minLevel) return false;
  const d = x.card.def;
  if (t.colors && !t.colors.some((c) => d.colors.includes(c))) return false;
  if (t.classes && !t.classes.some((c) => d.classes.includes(c))) return false;
  return true;
}

export function chooseSigni(sc: OpScope, t: WxTarget, what: string): Signi[] {
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
export function topOfDeck(s: WxState, p: PlayerId, n: number): CardInst[] {
  const ps = s.players[p]!;
  if (!ps.deckKnown) {
    ps.deck.unshift(...Array.from({ length: n }, () => newCard(s, s.unknownDef, p)));
    if (!s.drewBlind.includes(p)) s.drewBlind.push(p);
  }
  return ps.deck.splice(0, n);
}

export function pickCards(
  sc: OpScope,
  chooser: PlayerId,
  pool: CardInst[],
  n: number,
  what: string,
): CardInst[] {
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

/** Whether a card in a zone fits what an effect may pick from there. */
export function fitsFilter(c: CardInst, f: WxCardFilter): boolean {
  const d = c.def;
  if (f.signi && d.type !== "SIGNI") return false;
  if (f.maxLevel !== undefined && (d.level ?? 0) > f.maxLevel) return false;
  if (f.level !== undefined && d.level !== f.level) return false;
  if (f.colors && !f.colors.some((k) => d.colors.includes(k))) return false;
  if (f.classes && !f.classes.some((k) => d.classes.includes(k))) return false;
  if (f.guard !== undefined && d.guard !== f.guard) return false;
  return true;
}

/** Up to n cards of a pool, picked by a player ("up to": none at all is allowed). */
export function pickUpTo(
  sc: OpScope,
  chooser: PlayerId,
  pool: CardInst[],
  n: number,
  upTo: boolean,
  what: string,
): CardInst[] {
  if (pool.length === 0) return [];
  if (!upTo) return pickCards(sc, chooser, pool, n, what);
  const picked = sc.ctx.choose({
    kind: "target",
    player: chooser,
    prompt: `Player ${chooser}: choose up to ${n} ${what}`,
    options: pool.map((c, i) => ({ id: String(i), label: cardName(c), card: c.code })),
    min: 0,
    max: Math.min(n, pool.length),
    forCard: sc.forCard,
  });
  return picked.map((id) => pool[Number(id)]).filter((c): c is CardInst => c !== undefined);
}
