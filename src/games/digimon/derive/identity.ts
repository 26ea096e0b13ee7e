/** A card's names and traits, its own text's additions included: read from the card alone (model/card-identity.ts). */
export { identityOf, sameTrait, traitContains } from "../model/card-identity.ts";
