/**
 * The card-filter fields the card-text compiler added (levels from, play costs, exact names
 * and traits, excluded colours, suspension and digivolution-card counts). Kept apart from
 * state.ts so that the original fields read as before; state.ts calls these at the end.
 */
import type { CardDef, CardFilter } from "./ability.ts";
import { identityOf } from "./identity.ts";

interface OnField {
  stack: readonly unknown[];
  suspended: boolean;
}

export function matchesMore(d: CardDef, f: CardFilter): boolean {
  if (f.minLevel !== undefined && (d.level === undefined || d.level < f.minLevel)) return false;
  if (f.maxPlayCost !== undefined && (d.playCost === undefined || d.playCost > f.maxPlayCost)) return false;
  if (f.minPlayCost !== undefined && (d.playCost === undefined || d.playCost < f.minPlayCost)) return false;
  if (f.nameIs && !identityOf(d).names.some((n) => f.nameIs!.includes(n))) return false;
  if (f.traits && !f.traits.some((t) => identityOf(d).traits.includes(t))) return false;
  if (f.notTraits && f.notTraits.some((t) => identityOf(d).traits.includes(t))) return false;
  if (f.notColors && d.colors.some((c) => f.notColors!.includes(c))) return false;
  if (f.minColors !== undefined && d.colors.length < f.minColors) return false;
  if (f.maxColors !== undefined && d.colors.length > f.maxColors) return false;
  if (f.hasKeyword && !d.abilities.some((a) => a.keyword === f.hasKeyword)) return false;
  if (f.lacksKeyword && d.abilities.some((a) => a.keyword === f.lacksKeyword)) return false;
  // A card off the field has no digivolution cards.
  if (f.sourcesHave || f.sourcesCount) return false;
  if (f.textIncludes && !f.textIncludes.some((t) => printed(d).includes(t.toLowerCase()))) return false;
  if (f.hasInherited && !(d.inheritedPrinted ?? d.inherited.length > 0)) return false;
  if (f.traitExcludes && !identityOf(d).traits.some((tr) => traitCounts(tr, f))) return false;
  return true;
}

export function permanentMatchesMore(p: OnField, f: CardFilter): boolean {
  if (f.suspended !== undefined && p.suspended !== f.suspended) return false;
  const sources = p.stack.length - 1;
  if (f.maxSources !== undefined && sources > f.maxSources) return false;
  if (f.minSources !== undefined && sources < f.minSources) return false;
  return true;
}

/** A trait containing one of traitIncludes and none of traitExcludes. */
function traitCounts(trait: string, f: CardFilter): boolean {
  const has = (t: string) => trait.includes(t);
  return (f.traitIncludes ?? []).some(has) && !(f.traitExcludes ?? []).some(has);
}

/** Everything printed on the card (4-23-1): name, traits and texts. */
function printed(d: CardDef): string {
  return [d.name, ...d.traits, d.text ?? ""].join(" ").toLowerCase();
}
