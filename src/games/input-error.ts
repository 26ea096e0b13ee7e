import type { ActionAst, ActionWord, SourcePos } from "../board/ast.ts";

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

/** Throws an InputError pointing at a word of the action (or at the whole action). */
export function failAction(message: string, word: ActionWord | ActionAst): never {
  const pos = "pos" in word ? word.pos : word.card.pos;
  const token = "kind" in word ? (word.kind === "word" ? word.text : word.card.code) : word.player;
  throw new InputError(message, "action", pos, token);
}
