/**
 * <Succession (X)> (16-47): a persistent effect (16-47-2) by which the Digimon has every effect
 * printed on its topmost digivolution card that is the specified card X, <Succession> aside
 * (16-47-1). The specified card is read like other keyword parameters (model/keyword-parameters.ts).
 */
import type { Ability, CardDef, CardFilter } from "../model/index.ts";
import { specifiedCard } from "../model/keyword-parameters.ts";
import { identityOf, sameTrait, traitContains } from "../model/card-identity.ts";
import type { CardInst } from "./state.ts";

/** The effects <Succession> gives, from the first matching face-up card of `under` (top first). */
export function successionGained(
  own: { ability: Ability }[],
  under: CardInst[],
  faceDown: (c: CardInst) => boolean,
): { ability: Ability; card: CardInst }[] {
  const specs = own
    .filter(({ ability }) => ability.keyword === "succession")
    .map(({ ability }) => specifiedCard(ability.keywordParam ?? ""))
    .filter((f): f is CardFilter => f !== null);
  const out: { ability: Ability; card: CardInst }[] = [];
  const seen = new Set<CardInst>();
  for (const spec of specs) {
    const card = under.find((c) => !faceDown(c) && meetsSpecified(c.def, spec));
    if (!card || seen.has(card)) continue;
    seen.add(card);
    for (const ability of card.def.abilities)
      if (ability.keyword !== "succession") out.push({ ability, card });
  }
  return out;
}

/** A card as printed meets a keyword's specified card: the fields `specifiedCard` gives. */
export function meetsSpecified(d: CardDef, f: CardFilter): boolean {
  const id = identityOf(d);
  if (f.category && d.category !== f.category) return false;
  if (f.level !== undefined && d.level !== f.level) return false;
  if (f.maxLevel !== undefined && (d.level === undefined || d.level > f.maxLevel)) return false;
  if (f.colors && !f.colors.some((c) => d.colors.includes(c))) return false;
  if (f.nameIs && !id.names.some((n) => f.nameIs!.includes(n))) return false;
  if (f.nameIncludes && !f.nameIncludes.some((n) => id.nameParts.some((x) => x.includes(n)))) return false;
  if (f.traits && !f.traits.some((t) => id.traits.some((tr) => sameTrait(tr, t)))) return false;
  if (f.traitIncludes && !f.traitIncludes.some((t) => id.traits.some((tr) => traitContains(tr, t))))
    return false;
  if (f.textIncludes && !f.textIncludes.some((t) => (d.text ?? "").toLowerCase().includes(t.toLowerCase())))
    return false;
  if (f.anyOf && !f.anyOf.some((g) => meetsSpecified(d, g))) return false;
  return true;
}
