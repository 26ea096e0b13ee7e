/** Whether a card matches a card filter ("a level 3 Digimon card with [Greymon] in its name"). */
import { type CardDef, type CardFilter, KEYWORDS } from "../model/index.ts";
import type { CardInst, DigimonState, PlayerId } from "../state/state.ts";
import { fieldFacts } from "./field-facts.ts";
import { isFaceDown, isFaceUp } from "../state/state.ts";
import { identityOf, sameTrait, traitContains } from "./identity.ts";

/**
 * `dp` gives the current DP of a card on the field; it is computed only when the filter asks about DP.
 * A DUAL card off the field is a Digimon card and an Option card (4-6-1): either information may
 * meet the filter (4-6-5-2, 4-6-6-2); `onField`: the card is a Digimon's top card, a Digimon only (4-6-3).
 */
export function matchesFilter(
  s: DigimonState,
  c: CardInst,
  f: CardFilter,
  dp: () => number | null = () => null,
  onField = false,
): boolean {
  // Values only a play from a pile takes when the effect runs (ops/breeding.ts); unresolved, nothing fits.
  if (f.levelAs || f.colorOfYourDigimon || f.colorOfChosen) return false;
  if (matchesInfo(s, c, c.def, f, dp)) return true;
  return !onField && c.def.optionSide !== undefined && matchesInfo(s, c, c.def.optionSide, f, dp);
}

/** Whether a DUAL card off the field meets the filter as an Option card (4-6-6-2); any other card as itself. */
export function matchesAsOption(s: DigimonState, c: CardInst, f: CardFilter): boolean {
  return matchesInfo(s, c, c.def.optionSide ?? c.def, f, () => null);
}

function matchesInfo(
  s: DigimonState,
  c: CardInst,
  d: CardDef,
  f: CardFilter,
  dp: () => number | null,
): boolean {
  if (isFaceDown(c) && Object.keys(f).length > 0) return false;
  if (f.faceUp !== undefined && isFaceUp(c) !== f.faceUp) return false;
  if (f.category && d.category !== f.category) return false;
  if (f.level !== undefined && d.level !== f.level) return false;
  if (f.maxLevel !== undefined && (d.level === undefined || d.level > f.maxLevel)) return false;
  if (f.colors && !f.colors.some((col) => d.colors.includes(col))) return false;
  if (f.allColors && !f.allColors.every((col) => d.colors.includes(col))) return false;
  const id = identityOf(d);
  // "with [Dramon] in its name" is met by Slayerdramon (2-3-1-3): the printed case does not matter.
  if (
    f.nameIncludes &&
    !f.nameIncludes.some((n) => id.nameParts.some((x) => x.toLowerCase().includes(n.toLowerCase())))
  )
    return false;
  if (f.traitIncludes && !f.traitIncludes.some((t) => id.traits.some((tr) => traitContains(tr, t))))
    return false;
  if (f.notName && id.names.includes(f.notName)) return false;
  if (f.hasTiming && !d.abilities.some((a) => a.timing === f.hasTiming)) return false;
  if (f.maxDp !== undefined || f.minDp !== undefined) {
    const value = dp() ?? d.dp;
    if (f.maxDp !== undefined && (value === undefined || value === null || value > f.maxDp)) return false;
    if (f.minDp !== undefined && (value === undefined || value === null || value < f.minDp)) return false;
  }
  if (f.anyOf && !f.anyOf.some((g) => matchesInfo(s, c, d, g, dp))) return false;
  if (f.noneOf && f.noneOf.some((g) => matchesInfo(s, c, d, g, dp))) return false;
  return matchesCardFields(withUseCostNow(s, c, d), f);
}

/** An Option whose use cost grows with a count is referenced with its cost now (official Q&A on BT26-033). */
function withUseCostNow(s: DigimonState, c: CardInst, d: CardDef): CardDef {
  const extra = useCostGrowth(s, c.owner, d);
  return extra === 0 || d.playCost === undefined ? d : { ...d, playCost: d.playCost + extra };
}

/** What an Option's "For each ..., add N to this card's use cost" lines add now. */
export function useCostGrowth(s: DigimonState, owner: PlayerId, d: CardDef): number {
  let extra = 0;
  for (const a of d.abilities)
    if (a.persistent?.kind === "useCostPerEach" && a.persistent.count)
      extra += (a.persistent.amount ?? 0) * fieldFacts().count(s, owner, a.persistent.count);
  return extra;
}

/** Levels from, play costs, exact names and traits, excluded colours, colour counts, keywords, text. */

function matchesCardFields(d: CardDef, f: CardFilter): boolean {
  if (f.minLevel !== undefined && (d.level === undefined || d.level < f.minLevel)) return false;
  if (f.maxPlayCost !== undefined && (d.playCost === undefined || d.playCost > f.maxPlayCost)) return false;
  if (f.minPlayCost !== undefined && (d.playCost === undefined || d.playCost < f.minPlayCost)) return false;
  if (f.nameIs && !identityOf(d).names.some((n) => f.nameIs!.includes(n))) return false;
  if (f.traits && !f.traits.some((t) => identityOf(d).traits.some((tr) => sameTrait(tr, t)))) return false;
  if (f.notTraits && f.notTraits.some((t) => identityOf(d).traits.some((tr) => sameTrait(tr, t))))
    return false;
  if (f.notColors && d.colors.some((c) => f.notColors!.includes(c))) return false;
  if (f.minColors !== undefined && d.colors.length < f.minColors) return false;
  if (f.maxColors !== undefined && d.colors.length > f.maxColors) return false;
  if (f.hasKeyword && !d.abilities.some((a) => a.keyword === f.hasKeyword)) return false;
  if (f.lacksKeyword && d.abilities.some((a) => a.keyword === f.lacksKeyword)) return false;
  // A card off the field has no digivolution cards, nor link cards.
  if (f.sourcesHave || f.sourcesCount || f.minFaceDownSources || f.linkedWith) return false;
  if (f.textIncludes && !f.textIncludes.some((t) => printedHas(d, t))) return false;
  if (f.hasInherited && !(d.inheritedPrinted ?? d.inherited.length > 0)) return false;
  if (f.hasXros && !(d.xros || d.digixros?.length)) return false;
  if (f.token !== undefined && (d.token === true) !== f.token) return false;
  if (f.traitExcludes && !identityOf(d).traits.some((tr) => traitCounts(tr, f))) return false;
  return true;
}

/** A trait containing one of traitIncludes and none of traitExcludes. */
function traitCounts(trait: string, f: CardFilter): boolean {
  const has = (t: string) => traitContains(trait, t);
  return (f.traitIncludes ?? []).some(has) && !(f.traitExcludes ?? []).some(has);
}

const PRINTED_KEYWORDS = Object.values(KEYWORDS).flatMap((r) => r.printed);

/**
 * "<Digi-Burst>": a keyword only ever printed with a number. A card has it only printed so; its
 * bare name is a mention ("activating this Digimon's <Digi-Burst>"), not the keyword.
 */
function numberOnly(words: string): boolean {
  return (
    !PRINTED_KEYWORDS.some((re) => re.test(words)) && PRINTED_KEYWORDS.some((re) => re.test(`${words} 1`))
  );
}

/**
 * The term is printed on the card (4-23-1); an icon "<Digi-Burst>" also as "<Digi-Burst 3>", the
 * same icon with its number, but not as another icon that contains its words (4-23-4).
 */
function printedHas(d: CardDef, term: string): boolean {
  const text = printed(d);
  const t = term.toLowerCase();
  const icon = /^<([^>]+)>$/.exec(t);
  if (!icon || !numberOnly(icon[1]!)) {
    if (text.includes(t)) return true;
    if (!icon) return false;
  }
  const words = icon[1]!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`<${words} [+-]?\\d+[^>]*>`).test(text);
}

/** Everything printed on the card (4-23-1): name, traits and texts. */
function printed(d: CardDef): string {
  return [d.name, ...d.traits, d.text ?? ""].join(" ").toLowerCase();
}
