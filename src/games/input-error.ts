import type { SourcePos } from "../board/ast.ts";

export type InputField = "board" | "action" | "choices" | "cards";

/** A board, action or choice that parses but makes no sense for the game; points at the token. */
export class InputError extends Error {
  constructor(
    message: string,
    readonly field: InputField,
    readonly pos: SourcePos,
    readonly token: string,
  ) {
    super(message);
    this.name = "InputError";
  }
}
