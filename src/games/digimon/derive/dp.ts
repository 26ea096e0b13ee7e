/** Current DP (4-x): printed DP, changes for the turn, persistent and continuous effects. */
import type { Ability } from "../model/index.ts";
import type { DigimonState, EffectOrigin, Permanent } from "../state/state.ts";
import { activeAbilities, isPrintedDigimon, ownerOf, top, turnHolds } from "../state/state.ts";
import { condHolds } from "./conditions.ts";
import { count, permanentMatches } from "./field-filter.ts";
import { blockingImmunity, continuousDp, forbidden } from "./persistent-effects.ts";
import { addedDigimon } from "./treated-as-digimon.ts";

/** Permanents whose DP is being computed: a bonus that depends on other DP must not recurse forever. */
const computing = new Set<Permanent>();

function persistentBonus(s: DigimonState, p: Permanent): number {
  if (computing.has(p)) return 0;
  computing.add(p);
  try {
    return bonusOf(s, p);
  } finally {
    computing.delete(p);
  }
}

function bonusOf(s: DigimonState, p: Permanent): number {
  let bonus = 0;
  for (const { ability } of activeAbilities(p)) {
    const pers = ability.persistent;
    if (pers?.kind === "dpPerEach" && pers.count && turnHolds(s, ability.turn, ownerOf(p)))
      bonus += (pers.amount ?? 0) * count(s, ownerOf(p), pers.count, p);
    if (
      pers?.kind === "dp" &&
      turnHolds(s, ability.turn, ownerOf(p)) &&
      (!pers.while || condHolds(s, ownerOf(p), p, pers.while))
    )
      bonus += pers.amount ?? 0;
  }
  return bonus;
}

const BANS = new Set(["haveDpReduced", "haveDpReducedByOpponent"]);
const bansIn = new WeakMap<Ability[], boolean>();

/** Whether a list of abilities can ban DP reductions (remembered: this is asked for every DP). */
function listBans(list: Ability[]): boolean {
  let v = bansIn.get(list);
  if (v === undefined) {
    v = list.some((a) => a.persistent?.grants?.some((g) => "cant" in g && BANS.has(g.cant)) ?? false);
    bansIn.set(list, v);
  }
  return v;
}

/** A quick look for anything that could ban DP reductions now, before asking the restrictions properly. */
function anyDpBan(s: DigimonState): boolean {
  if ((s.restrictions ?? []).some((r) => BANS.has(r.cant))) return true;
  for (const id of s.order)
    for (const q of s.players[id]!.battle)
      if (
        q.stack.some((c, i) => listBans(i === 0 ? c.def.abilities : c.def.inherited)) ||
        (q.gained !== undefined && listBans(q.gained)) ||
        (q.links ?? []).some((c) => listBans(c.def.link?.abilities ?? []))
      )
        return true;
  return false;
}

/** Digimon whose DP-reduction ban is being asked: a condition of that ban may ask the DP again. */
const banning = new Set<number>();

/**
 * Whose DP reductions can't change this Digimon now ("can't have its DP reduced [by your
 * opponent's effects]"): a prohibition wins over the reductions while it holds (15-8-2-5).
 */
function dpReductionBan(s: DigimonState, p: Permanent): "all" | "opponent" | null {
  if (banning.has(p.pid) || !anyDpBan(s)) return null;
  banning.add(p.pid);
  try {
    if (forbidden(s, p, "haveDpReduced")) return "all";
    return forbidden(s, p, "haveDpReducedByOpponent") ? "opponent" : null;
  } finally {
    banning.delete(p.pid);
  }
}

/** Whether a DP change counts: a reduction by an effect the ban covers does not (a board's own marks have no origin). */
function counts(
  p: Permanent,
  ban: "all" | "opponent" | null,
  amount: number,
  origin?: EffectOrigin,
): boolean {
  if (amount >= 0 || !ban || !origin) return true;
  return ban === "opponent" && origin.player === ownerOf(p);
}

/**
 * Lasting side-wide DP changes being matched against a Digimon: a filter that asks about DP or
 * keywords sees everything but the change it belongs to, so no change depends on itself.
 */
const matching = new Set<string>();

function lastingDpOf(s: DigimonState, p: Permanent, ban: "all" | "opponent" | null): number {
  return s.lasting.reduce((sum, l, i) => {
    if (l.affects !== ownerOf(p) || blockingImmunity(s, p, l.origin) || !counts(p, ban, l.amount, l.origin))
      return sum;
    if (!l.filter) return sum + l.amount;
    const key = `${p.pid}:${i}`;
    if (matching.has(key)) return sum;
    matching.add(key);
    try {
      return permanentMatches(s, p, l.filter) ? sum + l.amount : sum;
    } finally {
      matching.delete(key);
    }
  }, 0);
}

/**
 * Current DP, or null for a card without DP (a Digi-Egg on top, 17-1-3-2-1; a Tamer). Never
 * below 0. DP an effect added with the Digimon category is the original DP (15-12-1-3, 15-12-1-5).
 */
export function dpOf(s: DigimonState, p: Permanent): number | null {
  // A Digi-Egg on the field is a Digimon (4-3-1); one printed with DP has it there.
  const base = addedDigimon(s, p)?.dp ?? (isPrintedDigimon(p) ? top(p).def.dp : undefined);
  if (base === undefined) return null;
  const ban = dpReductionBan(s, p);
  const lasting = lastingDpOf(s, p, ban);
  // A change the Digimon isn't affected by now does not count, and counts again once it is (15-15-5-2).
  const mods = p.dpMods.reduce(
    (a, m) => (blockingImmunity(s, p, m.origin) || !counts(p, ban, m.amount, m.origin) ? a : a + m.amount),
    0,
  );
  // A Digimon gets the link DP of its link cards (4-3-4).
  const link = (p.links ?? []).reduce((a, c) => a + (c.def.link?.dp ?? 0), 0);
  return Math.max(0, base + mods + link + lasting + persistentBonus(s, p) + continuousDp(s, p));
}
