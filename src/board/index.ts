/** Board notation: parsing, printing and error display. Knows no game. */
export type * from "./ast.ts";
export type { BoardError, ParseResult } from "./errors.ts";
export { formatBoardError } from "./errors.ts";
export { normalizeCardCode } from "./card.ts";
export { MAX_CARDS, MAX_DP_CHANGE, MAX_MEMORY, MAX_TEXT_LENGTH } from "./limits.ts";
export { parseAction } from "./parse-action.ts";
export { parseBoard } from "./parse-board.ts";
export { parseChoices } from "./parse-choices.ts";
export { printBoard, printCard } from "./print.ts";
