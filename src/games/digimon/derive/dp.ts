/** Current DP (4-x): printed DP, changes for the turn, persistent and continuous effects. */
import type { Grant } from "../model/index.ts";
import type { DigimonState, EffectOrigin, Permanent } from "../state/state.ts";
import { activeAbilities, isPrintedDigimon, ownerOf, top, turnHolds } from "../state/state.ts";
import { condHolds } from "./conditions.ts";
import { count, permanentMatches } from "./field-filter.ts";
import { blockingImmunity, grantsOn } from "./persistent-effects.ts";
import { addedDigimon } from "./treated-as-digimon.ts";
import { restrictionReaches } from "./restriction-reach.ts";

/**
 * Permanents whose DP is being computed: a bonus that depends on other DP must not recurse
 * forever. Asked again meanwhile, a Digimon's conditional bonuses are as they stood at the last
 * rules processing (`heldConditions`): two whose conditions hold through each other stay.
 */
const computing = new Set<Permanent>();

function persistentBonus(s: DigimonState, p: Permanent): number {
  if (computing.has(p)) return heldBonus(s, p);
  computing.add(p);
  try {
    return bonusOf(s, p);
  } finally {
    computing.delete(p);
  }
}

const dpKey = (ability: { id: string }, card: { uid: number }) => `${ability.id}@${card.uid}`;

function heldBonus(s: DigimonState, p: Permanent): number {
  let bonus = 0;
  for (const { ability, card } of activeAbilities(p)) {
    const pers = ability.persistent;
    if (
      pers?.kind === "dp" &&
      pers.while &&
      turnHolds(s, ability.turn, ownerOf(p)) &&
      s.heldConditions?.includes(dpKey(ability, card))
    )
      bonus += pers.amount ?? 0;
  }
  return bonus;
}

/** The "while ..., this Digimon gets +N DP" effects whose condition holds now, as `abilityId@cardUid`. */
export function heldDpConditions(s: DigimonState, perms: Permanent[]): string[] {
  const out: string[] = [];
  for (const p of perms) {
    computing.add(p);
    try {
      for (const { ability, card } of activeAbilities(p)) {
        const pers = ability.persistent;
        if (pers?.kind === "dp" && pers.while && turnHolds(s, ability.turn, ownerOf(p)))
          if (condHolds(s, ownerOf(p), p, pers.while)) out.push(dpKey(ability, card));
      }
    } finally {
      computing.delete(p);
    }
  }
  return out;
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

const BANS: ReadonlySet<string> = new Set(["haveDpReduced", "haveDpReducedByOpponent"]);

/**
 * Whose DP reductions can't change this Digimon now ("can't have its DP reduced [by your
 * opponent's effects]"), from the continuous effects reaching it (`grants`) and the restrictions
 * effects left: a prohibition wins over the reductions while it holds (15-8-2-5).
 */
function dpReductionBan(
  s: DigimonState,
  p: Permanent,
  grants: { grant: Grant }[],
): "all" | "opponent" | null {
  const bans: string[] = grants.flatMap(({ grant }) =>
    "cant" in grant && BANS.has(grant.cant) ? [grant.cant] : [],
  );
  for (const r of s.restrictions ?? [])
    if (BANS.has(r.cant) && restrictionReaches(s, r, p) && !blockingImmunity(s, p, r.origin))
      bans.push(r.cant);
  if (bans.includes("haveDpReduced")) return "all";
  return bans.length > 0 ? "opponent" : null;
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

/** The original DP an effect changed it to, the most recent change winning (15-12-2-3), or null. */
function originalDpOf(s: DigimonState, p: Permanent): number | null {
  let value: number | null = null;
  for (const m of p.dpMods) if (m.original && !blockingImmunity(s, p, m.origin)) value = m.amount;
  return value;
}

/**
 * Current DP, or null for a card without DP (a Digi-Egg on top, 17-1-3-2-1; a Tamer). Never
 * below 0. DP an effect added with the Digimon category is the original DP (15-12-1-3, 15-12-1-5).
 */
export function dpOf(s: DigimonState, p: Permanent): number | null {
  // A Digi-Egg on the field is a Digimon (4-3-1); one printed with DP has it there. Added Digimon
  // DP is asked only of a card not printed as a Digimon, or one an effect that lasts gave some.
  const printed = isPrintedDigimon(p);
  const added = !printed || p.asDigimon?.length ? addedDigimon(s, p)?.dp : undefined;
  const held = added ?? (printed ? top(p).def.dp : undefined);
  if (held === undefined) return null;
  // Information can't be changed where the card has none (15-12-2-2): only a card with DP gets a new original DP.
  const base = originalDpOf(s, p) ?? held;
  const grants = grantsOn(s, p);
  const ban = dpReductionBan(s, p, grants);
  const lasting = lastingDpOf(s, p, ban);
  // A change the Digimon isn't affected by now does not count, and counts again once it is (15-15-5-2).
  const mods = p.dpMods.reduce(
    (a, m) =>
      m.original || blockingImmunity(s, p, m.origin) || !counts(p, ban, m.amount, m.origin)
        ? a
        : a + m.amount,
    0,
  );
  // A Digimon gets the link DP of its link cards (4-3-4).
  const link = (p.links ?? []).reduce((a, c) => a + (c.def.link?.dp ?? 0), 0);
  const continuous = grants.reduce(
    (sum, { grant, from }) =>
      sum +
      ("dp" in grant && counts(p, ban, grant.dp, { player: from.owner, category: from.def.category })
        ? grant.dp
        : 0),
    0,
  );
  return Math.max(0, base + mods + link + lasting + persistentBonus(s, p) + continuous);
}
