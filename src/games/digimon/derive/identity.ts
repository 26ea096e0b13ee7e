/**
 * A card's names and traits including those its own text adds ("The name of this card/Digimon
 * is also treated as [X]", "also treated as having [X] in its name", "... the [X] trait").
 * Such text works wherever the card is, so it is read from the card itself.
 */
import type { CardDef } from "../model/index.ts";

interface Identity {
  /** Full names: the printed one and those it is also treated as. */
  names: string[];
  /** Names and parts of names, for "with [X] in its name". */
  nameParts: string[];
  traits: string[];
}

const known = new WeakMap<CardDef, Identity>();

export function identityOf(d: CardDef): Identity {
  let id = known.get(d);
  if (!id) {
    id = { names: [d.name], nameParts: [d.name], traits: [...d.traits] };
    for (const a of d.abilities)
      if (a.persistent?.kind === "continuous" && !a.persistent.while && !a.turn)
        for (const g of a.persistent.grants ?? []) {
          if ("alsoName" in g) {
            if (!g.partial) id.names.push(g.alsoName);
            id.nameParts.push(g.alsoName);
          }
          if ("alsoTrait" in g) id.traits.push(g.alsoTrait);
        }
    known.set(d, id);
  }
  return id;
}
