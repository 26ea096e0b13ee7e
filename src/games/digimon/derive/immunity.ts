/**
 * "Isn't affected by effects" (15-15-5): which immunities keep an effect of a given origin from
 * changing a card. Pure over the immunities a card holds; persistent-effects.ts gathers those
 * (from continuous effects and from effects that last), and protections.ts words the answer.
 */
import type { Immunity, KeywordImmunity, Restriction } from "../model/index.ts";
import { IMMUNITIES, KEYWORD_IMMUNITIES } from "../model/index.ts";
import type { EffectOrigin, PlayerId } from "../state/state.ts";

export function isImmunity(r: Restriction): r is Immunity {
  return (IMMUNITIES as readonly string[]).includes(r);
}

/** Which of the immunities held keeps an effect of `origin` from changing a card of `owner`, or null. */
export function immunityAgainst(
  held: readonly Restriction[],
  owner: PlayerId,
  origin: EffectOrigin | undefined,
): Immunity | null {
  if (!origin) return null;
  // "isn't affected by <De-Digivolve> effects": that keyword's effects, whoever's (or the opponent's).
  for (const r of held) {
    const k = r in KEYWORD_IMMUNITIES ? KEYWORD_IMMUNITIES[r as KeywordImmunity] : undefined;
    if (k && origin.keyword === k.keyword && (!k.opponent || origin.player !== owner)) return r as Immunity;
  }
  if (origin.player === owner) return null;
  for (const r of held)
    if (
      isImmunity(r) &&
      (r === "beAffectedByOpponent" ||
        r === `beAffectedByOpponent${origin.category}` ||
        (origin.alsoDigimon && r === "beAffectedByOpponentDigimon"))
    )
      return r;
  return null;
}

const WHOSE: Record<Immunity, string> = {
  beAffectedByOpponent: "the opponent's effects",
  beAffectedByOpponentDigimon: "the effects of the opponent's Digimon",
  beAffectedByOpponentOption: "the effects of the opponent's Option cards",
  beAffectedByOpponentTamer: "the effects of the opponent's Tamers",
  beAffectedByDeDigivolve: "<De-Digivolve> effects",
  beAffectedByOpponentDeDigivolve: "the opponent's <De-Digivolve> effects",
};

export function immunityWords(i: Immunity): string {
  return WHOSE[i];
}
