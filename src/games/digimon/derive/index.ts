/**
 * The derive layer: what a card is now, computed from the plain state (DP, keywords, colours,
 * names and traits, filters, conditions, persistent effects and what they allow or forbid).
 * Code above this layer imports it from here, where the recursion between filters and the
 * values they ask about is bound (field-facts.ts).
 */
import { dpOf } from "./dp.ts";
import { bindFieldFacts } from "./field-facts.ts";
import { hasKeyword } from "./keywords.ts";
import { colorsOf } from "./persistent-effects.ts";
import { isDigimon } from "./treated-as-digimon.ts";
import { count } from "./field-filter.ts";

bindFieldFacts({ dpOf, hasKeyword, colorsOf, isDigimon, count });

export * from "./card-filter.ts";
export * from "./conditions.ts";
export * from "./cost-bans.ts";
export * from "./digivolve-requirements.ts";
export * from "./dp.ts";
export * from "./field-filter.ts";
export * from "./identity.ts";
export * from "./immunity.ts";
export * from "./keywords.ts";
export * from "./option-requirements.ts";
export * from "./persistent-effects.ts";
export * from "./held-conditions.ts";
export * from "./protections.ts";
export * from "./printed-main.ts";
export * from "./treated-as-digimon.ts";
export * from "./option-use-ban.ts";
export * from "./play-bans.ts";
export * from "./dna-as.ts";
export * from "./checked-card.ts";
export * from "./requirement-ban.ts";
