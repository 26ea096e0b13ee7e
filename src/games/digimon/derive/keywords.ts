/**
 * Which keywords a Digimon has now (printed, inherited or gained, 16-x), and the number of
 * security checks its <Security A.> makes.
 */
import type { Keyword } from "../model/index.ts";
import type { DigimonState, Permanent } from "../state/state.ts";
import { activeAbilities, ownerOf, turnHolds } from "../state/state.ts";
import { count, permanentMatches } from "./field-filter.ts";
import { blockingImmunity, continuousKeywords, securityAttackTurnedPlus } from "./persistent-effects.ts";
import { isDigimon } from "./treated-as-digimon.ts";

export interface HeldKeyword {
  keyword: Keyword;
  value?: number;
  param?: string;
}

/**
 * Every keyword a Digimon has now: its own and inherited keyword effects whose [Your Turn] /
 * [Opponent's Turn] limit holds, those gained from effects (15-8-2), those a lasting
 * "all of your Digimon gain" effect gives its side (15-11-2-2), and those continuous effects give. A keyword effect with a
 * timing ("[On Deletion] <Save>") is processing at that timing, not a keyword it holds.
 */
export function keywordsOf(s: DigimonState, p: Permanent): HeldKeyword[] {
  const owner = ownerOf(p);
  const own = activeAbilities(p)
    .map(({ ability }) => ability)
    .filter(
      (a) => a.category === "keyword" && a.keyword && !a.timing && !a.zone && turnHolds(s, a.turn, owner),
    )
    .map((a) => ({ keyword: a.keyword!, value: a.keywordValue, param: a.keywordParam }));
  // A keyword given by an effect the Digimon isn't affected by is not one it has (15-15-5-4).
  const granted = (p.granted ?? [])
    .filter((g) => !blockingImmunity(s, p, g.origin))
    .map((g) => ({ keyword: g.keyword, value: g.value }));
  const all = [
    ...own,
    ...granted,
    ...lastingKeywords(s, p),
    ...continuousKeywords(s, p),
    ...countedKeywords(s, p),
  ];
  // "Change <Security Attack -> to <Security Attack +>": each instance on its own, -1 as +1 (official Q&A).
  const minus = (h: HeldKeyword) => h.keyword === "securityAttack" && (h.value ?? 0) < 0;
  if (!all.some(minus) || !securityAttackTurnedPlus(s, p)) return all;
  return all.map((h) => (minus(h) ? { ...h, value: -h.value! } : h));
}

/**
 * Lasting side-wide effects being matched against a Digimon. A filter that asks about keywords
 * ("all of your Digimon with <Reboot> gain <Blocker>") sees every keyword but the one the
 * effect it belongs to gives, so no effect depends on itself.
 */
const matching = new Set<string>();

function lastingKeywords(s: DigimonState, p: Permanent): HeldKeyword[] {
  const owner = ownerOf(p);
  return (s.lastingKeywords ?? []).flatMap((l, i) => {
    const key = `${p.pid}:${i}`;
    if (l.affects !== owner || matching.has(key) || blockingImmunity(s, p, l.origin)) return [];
    matching.add(key);
    try {
      return permanentMatches(s, p, l.filter) ? [{ keyword: l.keyword, value: l.value }] : [];
    } finally {
      matching.delete(key);
    }
  });
}

/** "gains <Security Attack +1> for each ...": the number as the count is now; none while it is 0. */
function countedKeywords(s: DigimonState, p: Permanent): HeldKeyword[] {
  const owner = ownerOf(p);
  return activeAbilities(p).flatMap(({ ability: a }) => {
    const pers = a.persistent;
    if (pers?.kind !== "keywordPerEach" || !pers.keyword || !pers.count || !turnHolds(s, a.turn, owner))
      return [];
    const n = count(s, owner, pers.count, p);
    return n > 0 ? [{ keyword: pers.keyword, value: (pers.amount ?? 0) * n }] : [];
  });
}

export function hasKeyword(s: DigimonState, p: Permanent, k: Keyword): boolean {
  return keywordsOf(s, p).some((h) => h.keyword === k);
}

/**
 * How many cards the Digimon checks in its one security check: 1, changed by every instance
 * of <Security A.> it has now (16-4-2, 16-4-3), never fewer than 0 (16-4-4).
 */
export function securityChecksOf(s: DigimonState, p: Permanent): number {
  const change = keywordsOf(s, p)
    .filter((h) => h.keyword === "securityAttack")
    .reduce((n, h) => n + (h.value ?? 0), 0);
  return Math.max(0, 1 + change);
}

/** Keywords a Digimon holds, captured when it is deleted: they are gone once it is in the trash. */
export function keywordsAtDeletion(s: DigimonState, p: Permanent): Keyword[] {
  return isDigimon(s, p) ? keywordsOf(s, p).map((h) => h.keyword) : [];
}
