/**
 * DigiXros cards from beyond the hand and the battle area (7-2-1): from under the player's
 * Tamers or from their trash, where an effect allows it ("by suspending this Tamer, you may
 * place cards from under your Tamers as digivolution cards for a DigiXros", "When you would
 * play this card, you can also place cards from your trash ..."). Such effects act when the
 * card would be played, before the DigiXros is declared (7-2-2-2); the engine picks the fewest
 * Tamers to suspend that allow every card named.
 */
import { RulesError } from "../../../engine/errors.ts";
import type { EffectContext } from "../../../engine/types.ts";
import { condHolds, identityOf, matchesFilter } from "../derive/index.ts";
import type { CardFilter, Grant } from "../model/index.ts";
import { suspendPermanent } from "./primitives.ts";
import {
  type CardInst,
  type DigimonState,
  type Permanent,
  type PlayerId,
  activeAbilities,
  cardName,
  permName,
  top,
  turnNumber,
} from "../state/state.ts";

type XrosFrom = Extract<Grant, { xrosFrom: unknown }>["xrosFrom"];

/** Where a named DigiXros card is: the hand, alone in the battle area, under a Tamer, or the trash. */
export type XrosPlace =
  { at: "hand" } | { at: "field"; perm: Permanent } | { at: "tamer"; perm: Permanent } | { at: "trash" };

export function placeOf(s: DigimonState, player: PlayerId, c: CardInst): XrosPlace | null {
  const ps = s.players[player]!;
  if (ps.hand.includes(c)) return { at: "hand" };
  if (ps.trash.includes(c)) return { at: "trash" };
  for (const p of ps.battle) {
    if (top(p) === c) return p.stack.length === 1 ? { at: "field", perm: p } : null;
    if (top(p).def.category === "Tamer" && p.stack.includes(c)) return { at: "tamer", perm: p };
  }
  return null;
}

interface Allowance {
  from: XrosFrom;
  /** The Tamer suspended for it, if any. */
  tamer?: Permanent;
}

/**
 * The effects that allow it for this card now. `several`: the card is one of several an effect
 * plays at the same time, so an effect for "a Digimon card" (one card) does not act.
 */
function allowances(s: DigimonState, player: PlayerId, card: CardInst, several = false): Allowance[] {
  const out: Allowance[] = [];
  for (const a of card.def.abilities) {
    const held = a.persistent?.while;
    if (held && !condHolds(s, player, undefined, held)) continue;
    for (const g of a.persistent?.grants ?? [])
      if ("xrosFrom" in g && g.xrosFrom.self) out.push({ from: g.xrosFrom });
  }
  for (const p of s.players[player]!.battle)
    for (const { ability } of activeAbilities(p)) {
      if (ability.turn === "opponent" && player === s.turn) continue;
      if (ability.turn === "your" && player !== s.turn) continue;
      for (const g of ability.persistent?.grants ?? []) {
        if (!("xrosFrom" in g) || g.xrosFrom.self) continue;
        if (g.xrosFrom.single && several) continue;
        if (g.xrosFrom.played && !matchesFilter(s, card, g.xrosFrom.played)) continue;
        if (g.xrosFrom.suspendThis && p.suspended) continue;
        out.push({ from: g.xrosFrom, ...(g.xrosFrom.suspendThis ? { tamer: p } : {}) });
      }
    }
  return out;
}

const room = (n: number | "any" | undefined) => (n === "any" ? Infinity : (n ?? 0));

/** The fewest allowances (by Tamers suspended) that cover this many cards from under Tamers and from the trash. */
function cover(list: Allowance[], underTamers: number, fromTrash: number): Allowance[] | null {
  let best: Allowance[] | null = null;
  const cost = (xs: Allowance[]) => xs.filter((x) => x.tamer).length;
  const n = Math.min(list.length, 12);
  for (let mask = 0; mask < 1 << n; mask++) {
    const pick = list.slice(0, n).filter((_, i) => mask & (1 << i));
    const t = pick.reduce((k, x) => k + room(x.from.tamers), 0);
    const r = pick.reduce((k, x) => k + room(x.from.trash), 0);
    if (t < underTamers || r < fromTrash) continue;
    if (!best || cost(pick) < cost(best) || (cost(pick) === cost(best) && pick.length < best.length))
      best = pick;
  }
  return best;
}

/** How many cards from under the Tamers and from the trash every effect that could act now allows in all. */
export function extraRoom(
  s: DigimonState,
  player: PlayerId,
  card: CardInst,
  several = false,
): { tamers: number; trash: number } {
  const list = allowances(s, player, card, several);
  return {
    tamers: list.reduce((k, x) => k + room(x.from.tamers), 0),
    trash: list.reduce((k, x) => k + room(x.from.trash), 0),
  };
}

/** A Digimon of the player's that may stand in for one DigiXros requirement this turn (xros-stand-in.ts). */
export function standsInForXros(s: DigimonState, player: PlayerId, c: CardInst): boolean {
  const p = s.players[player]!.battle.find((x) => top(x) === c);
  return p?.xrosStandIn !== undefined && p.xrosStandIn === turnNumber(s);
}

/** "This card is also treated as [X] for a DigiXros": the name counts for a DigiXros requirement only. */
export function fitsAsXrosName(s: DigimonState, c: CardInst, f: CardFilter): boolean {
  const { nameIs, ...rest } = f;
  const also = identityOf(c.def).xrosNames;
  return !!nameIs && also.some((n) => nameIs.includes(n)) && matchesFilter(s, c, rest);
}

/**
 * Checks that every named card from under a Tamer or the trash is allowed, suspends the Tamers
 * that allow them, and notes it. Throws a RulesError naming the card when it is not allowed.
 */
export function allowExtraSources(
  s: DigimonState,
  ctx: EffectContext,
  player: PlayerId,
  card: CardInst,
  materials: CardInst[],
  several = false,
): void {
  const places = materials.map((c) => placeOf(s, player, c));
  const underTamers = places.filter((p) => p?.at === "tamer").length;
  const fromTrash = places.filter((p) => p?.at === "trash").length;
  if (underTamers + fromTrash === 0) return;
  const used = cover(allowances(s, player, card, several), underTamers, fromTrash);
  if (!used) {
    const odd = materials.filter((_, i) => places[i]?.at === "tamer" || places[i]?.at === "trash");
    throw new RulesError(
      `${odd.map(cardName).join(", ")} can't be placed for ${cardName(card)}'s DigiXros: it takes cards from the hand and the battle area, and no effect of player ${player}'s that could act now allows ${underTamers ? `${underTamers} from under their Tamers` : ""}${underTamers && fromTrash ? " and " : ""}${fromTrash ? `${fromTrash} from their trash` : ""}.`,
      "7-2-1",
    );
  }
  for (const u of used) {
    if (!u.tamer) continue;
    suspendPermanent(ctx, u.tamer, player);
    ctx.note(
      `by suspending ${permName(u.tamer)}, player ${player} may also place cards from ${[u.from.tamers !== undefined ? "under their Tamers" : "", u.from.trash !== undefined ? "their trash" : ""].filter(Boolean).join(" and ")} for the DigiXros (7-2-2-2)`,
    );
  }
}
