import type { SourcePos } from "../board/ast.ts";

/** A board, action or choice that parses but makes no sense for the game; points at the token. */
export class InputError extends Error {
  constructor(
    message: string,
    readonly field: "board" | "action" | "choices",
    readonly pos: SourcePos,
    readonly token: string,
  ) {
    super(message);
    this.name = "InputError";
  }
}
