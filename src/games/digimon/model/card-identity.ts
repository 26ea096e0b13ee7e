/**
 * A card's names and traits including those its own text adds ("The name of this card/Digimon
 * is also treated as [X]", "also treated as having [X] in its name", "... the [X] trait").
 * Such text works wherever the card is, so it is read from the card itself.
 */
import type { CardDef } from "./index.ts";

interface Identity {
  /** Full names: the printed one and those it is also treated as. */
  names: string[];
  /** Names and parts of names, for "with [X] in its name". */
  nameParts: string[];
  traits: string[];
  /** Names it also has only when placed for a DigiXros (7-2). */
  xrosNames: string[];
}

/**
 * Trait words compared as printed words: case, hyphens, spacing and stray punctuation aside, so
 * "[X-Antibody]" in a text names the trait printed "X Antibody", "[Blue Flare]" the one a record
 * spells "BlueFlare", and a damaged "[;Sovereign]" still names Sovereign (2-3-2-3).
 */
function traitKey(t: string): string {
  return t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}

/** "with the [X] trait": a trait that is X (2-3-2-3). */
export function sameTrait(trait: string, named: string): boolean {
  return traitKey(trait) === traitKey(named);
}

/** "with [X] in any of its traits": a trait that contains X (2-3-2-4). */
export function traitContains(trait: string, part: string): boolean {
  return traitKey(trait).includes(traitKey(part));
}

const known = new WeakMap<CardDef, Identity>();

export function identityOf(d: CardDef): Identity {
  let id = known.get(d);
  if (!id) {
    id = { names: [d.name], nameParts: [d.name], traits: [...d.traits], xrosNames: [] };
    for (const a of d.abilities)
      if (a.persistent?.kind === "continuous" && !a.persistent.while && !a.turn)
        for (const g of a.persistent.grants ?? []) {
          if ("alsoName" in g) {
            if (!g.partial) id.names.push(g.alsoName);
            id.nameParts.push(g.alsoName);
          }
          if ("alsoTrait" in g) id.traits.push(g.alsoTrait);
          if ("xrosName" in g) id.xrosNames.push(g.xrosName);
        }
    known.set(d, id);
  }
  return id;
}
