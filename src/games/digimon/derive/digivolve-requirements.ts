/**
 * Which of a card's digivolution requirements a card on the field meets (8-1-3-1): the printed
 * ones (a level and a colour, the Digimon's colours now, 15-8-2), onto a Tamer or a name, and
 * the alternate conditions of [Digivolve] lines, which may ask about its digivolution cards or,
 * "while" something holds, about the board.
 */
import { type AsDigimon, type CardDef, type DigivolveRequirement, meetsRequirement } from "../model/index.ts";
import { type CardInst, type DigimonState, type Permanent, ownerOf, top } from "../state/state.ts";
import { matchesFilter } from "./card-filter.ts";
import { condHolds } from "./conditions.ts";
import { permanentMatches } from "./field-filter.ts";
import { colorsOf, grantsOn } from "./persistent-effects.ts";
import { ignoreRequirementsBan } from "./requirement-ban.ts";
import { isDigimon } from "./treated-as-digimon.ts";

/**
 * The cost of the cheapest requirement met (the player picks it, 8-1-2-1), or null when none is.
 * `ignoreLevel`: "digivolve ..., ignoring its level": a requirement met but for its level still
 * counts (its colour, an alternate condition's other words, still must be met; official Q&A).
 */
export function requirementCost(
  s: DigimonState,
  def: CardDef,
  onto: Permanent,
  ignoreLevel = false,
): number | null {
  const t = top(onto).def;
  const colors = colorsOf(s, onto);
  // "Your [X] can digivolve into this card" is an effect: it can't reach a Digimon in the breeding area (3-4-7-5).
  const bred = s.players[top(onto).owner]?.breeding.includes(onto) === true;
  const costs = (ignoreLevel ? def.digivolve.map((r) => levelIgnored(r, t)) : def.digivolve)
    .filter(
      (r) =>
        !(bred && r.ontoName) &&
        meetsRequirement(r, t, colors, (f) => permanentMatches(s, onto, f)) &&
        (!r.while || condHolds(s, ownerOf(onto), undefined, r.while)),
    )
    .map((r) => r.cost);
  return costs.length ? Math.min(...costs) : null;
}

/** A requirement as "ignoring its level" reads it: any level of Digimon, the rest as printed. */
function levelIgnored(r: DigivolveRequirement, t: CardDef): DigivolveRequirement {
  if (r.from) {
    const { level: _level, maxLevel: _max, minLevel: _min, ...from } = r.from;
    return { ...r, from };
  }
  if (r.onto || r.ontoName || t.category !== "Digimon" || t.level === undefined) return r;
  return { ...r, level: t.level };
}

/**
 * The cost of digivolving a card from the hand onto this Digimon in the main phase: its
 * requirements (above) or a route the Digimon's own effect opens ("this Digimon can digivolve
 * into [X] in the hand for a digivolution cost of 4, ignoring digivolution requirements"), the
 * cheaper one (8-1-2-1). Continuous effects don't reach the breeding area, so neither does this.
 */
export function handDigivolveCost(s: DigimonState, def: CardDef, onto: Permanent): number | null {
  const printed = requirementCost(s, def, onto);
  // The card in the hand as the filter sees it (face up, its printed information).
  const card: CardInst = { uid: -1, code: def.code, owner: ownerOf(onto), def, epoch: 0 };
  // Every such route ignores the requirements, which a "can't ignore" effect forbids.
  const banned = ignoreRequirementsBan(s) !== null;
  const granted = grantsOn(s, onto).flatMap(({ grant }) =>
    !banned && "digivolveInto" in grant && matchesFilter(s, card, grant.digivolveInto.filter)
      ? [grant.digivolveInto.cost]
      : [],
  );
  const all = printed === null ? granted : [printed, ...granted];
  return all.length ? Math.min(...all) : null;
}

/**
 * The card on the field as this digivolution sees it. A Tamer that one of the card's
 * requirements, or the effect digivolving it (`as`), treats "as if the Tamer is a level N
 * Digimon" is that Digimon for it, so "when a Digimon would digivolve" and "when a Digimon
 * digivolves" effects see a Digimon (official Q&A); a Digimon, or a Tamer digivolving by a
 * requirement that names it ("[Digivolve] [X]: Cost 2"), is seen as it is.
 */
export function digivolvingAs(s: DigimonState, def: CardDef, onto: Permanent, as?: AsDigimon): Permanent {
  if (isDigimon(s, onto)) return onto;
  if (as) return tamerAsDigimon(onto, as);
  const t = top(onto);
  const colors = colorsOf(s, onto);
  const asIf = def.digivolve.find((r) => r.onto === "Tamer" && meetsRequirement(r, t.def, colors));
  if (!asIf) return onto;
  return tamerAsDigimon(onto, { level: asIf.level });
}

/** The Tamer as the Digimon an "as if" names: its level, and its colour when one is named. */
function tamerAsDigimon(onto: Permanent, as: AsDigimon): Permanent {
  const t = top(onto);
  const colors = as.color ? [as.color] : t.def.colors;
  const asDigimon: CardInst = { ...t, def: { ...t.def, category: "Digimon", level: as.level, colors } };
  return { ...onto, stack: [asDigimon, ...onto.stack.slice(1)] };
}

/** A Tamer that digivolves as itself, by a requirement naming it: no Digimon digivolves (official Q&A). */
export function digivolvesAsTamer(s: DigimonState, def: CardDef, onto: Permanent, as?: AsDigimon): boolean {
  return !isDigimon(s, onto) && digivolvingAs(s, def, onto, as) === onto;
}
