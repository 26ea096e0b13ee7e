/** Small constructors so that card definitions read close to the cards' own text. */
import type { Ability } from "../ability.ts";
import type { CardDef } from "../card.ts";
import type { CardFilter, FieldTarget } from "../filters.ts";

type Base = Omit<CardDef, "abilities" | "inherited" | "security" | "digivolve" | "traits"> &
  Partial<Pick<CardDef, "abilities" | "inherited" | "security" | "digivolve" | "traits">>;

export function card(def: Base): CardDef {
  return { digivolve: [], traits: [], abilities: [], inherited: [], security: [], ...def };
}

export function ability(id: string, rest: Omit<Ability, "id">): Ability {
  return { id, ...rest };
}

export const oneOpponentDigimon = (filter: CardFilter = {}): FieldTarget => ({
  side: "opponent",
  count: 1,
  filter: { category: "Digimon", ...filter },
});

export const allOpponentDigimon = (filter: CardFilter = {}): FieldTarget => ({
  side: "opponent",
  count: "all",
  filter: { category: "Digimon", ...filter },
});

/** "[Security] Activate this card's [Main] effect." */
export const securityActivatesMain = (code: string): Ability =>
  ability(`${code}/security/1`, {
    label: "[Security] Activate this card's [Main] effect",
    category: "trigger",
    timing: "security",
    ops: [{ op: "activateMain" }],
  });

/** "[Security] Play this card without paying its memory cost." */
export const securityPlaysSelf = (code: string): Ability =>
  ability(`${code}/security/1`, {
    label: "[Security] Play this card for free",
    category: "trigger",
    timing: "security",
    ops: [{ op: "playSelf", free: true }],
  });
