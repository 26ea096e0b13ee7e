/** The Digimon card-text compiler: text → the engine's ability AST, with what it could not read. */
export { compileText } from "./compile.ts";
export type { CompiledText, TextOptions, Unread } from "./reading.ts";
export { type CardText, type CompiledCard, type TextName, compileCard, describeUnread } from "./card.ts";
export { type CoverageReport, coverage } from "./reports/coverage.ts";
export { normalizeText } from "./text/normalize.ts";
export { type PoolWords, poolWords, resolveBracketTraits } from "./bracket-traits.ts";
export type { Requirement } from "./readers/requirements.ts";
