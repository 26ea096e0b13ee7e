/**
 * The ability AST the Digimon ruleset runs, split by family. Hand-written card definitions and
 * the card-text compiler both produce it; every layer above imports it from here. Section
 * numbers refer to the Comprehensive Rules.
 */
export * from "./ability.ts";
export * from "./card.ts";
export * from "./conditions.ts";
export * from "./filters.ts";
export * from "./keyword-parameters.ts";
export * from "./keywords.ts";
export * from "./maxima.ts";
export * from "./ops.ts";
export * from "./persistent.ts";
export * from "./scale.ts";
export * from "./timing.ts";
