/** The Digimon card-text compiler: text → the engine's ability AST, with what it could not read. */
export { compileText } from "./compile.ts";
export type { CompiledText, TextOptions, Unread } from "./reading.ts";
export { type CardText, type CompiledCard, type TextName, compileCard, describeUnread } from "./card.ts";
export { type CoverageReport, coverage } from "./coverage.ts";
export { normalizeText } from "./normalize.ts";
export type { Requirement } from "./requirements.ts";
