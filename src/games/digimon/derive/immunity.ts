/**
 * "Isn't affected by effects" (15-15-5): which immunities keep an effect of a given origin from
 * changing a card. Pure over the immunities a card holds; persistent-effects.ts gathers those
 * (from continuous effects and from effects that last), and protections.ts words the answer.
 */
import type { Immunity, Restriction } from "../model/index.ts";
import { IMMUNITIES } from "../model/index.ts";
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
  if (!origin || origin.player === owner) return null;
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
};

export function immunityWords(i: Immunity): string {
  return WHOSE[i];
}
