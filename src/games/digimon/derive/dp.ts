/** Current DP (4-x): printed DP, changes for the turn, persistent and continuous effects. */
import type { DigimonState, Permanent } from "../state/state.ts";
import { activeAbilities, isPrintedDigimon, ownerOf, top, turnHolds } from "../state/state.ts";
import { condHolds } from "./conditions.ts";
import { count, permanentMatches } from "./field-filter.ts";
import { blockingImmunity, continuousDp } from "./persistent-effects.ts";
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

/**
 * Lasting side-wide DP changes being matched against a Digimon: a filter that asks about DP or
 * keywords sees everything but the change it belongs to, so no change depends on itself.
 */
const matching = new Set<string>();

function lastingDpOf(s: DigimonState, p: Permanent): number {
  return s.lasting.reduce((sum, l, i) => {
    if (l.affects !== ownerOf(p) || blockingImmunity(s, p, l.origin)) return sum;
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
  const lasting = lastingDpOf(s, p);
  // A change the Digimon isn't affected by now does not count, and counts again once it is (15-15-5-2).
  const mods = p.dpMods.reduce((a, m) => (blockingImmunity(s, p, m.origin) ? a : a + m.amount), 0);
  // A Digimon gets the link DP of its link cards (4-3-4).
  const link = (p.links ?? []).reduce((a, c) => a + (c.def.link?.dp ?? 0), 0);
  return Math.max(0, base + mods + link + lasting + persistentBonus(s, p) + continuousDp(s, p));
}
