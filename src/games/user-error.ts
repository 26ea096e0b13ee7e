import { describeWhere, formatBoardError } from "../board/errors.ts";
import type { BoardError } from "../board/errors.ts";
import { InputError, type InputField } from "./input-error.ts";

/** An error to show to the person who asked: what was wrong and where, never a stack trace. */
export class UserError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UserError";
  }
}

const FIELD_NAMES = { board: "Board", action: "Action", choices: "Choices", cards: "Cards" } as const;

export function parseFailure(field: keyof typeof FIELD_NAMES, text: string, err: BoardError): UserError {
  // Every message says where, in words too: the caret alone is lost in a narrow Discord embed.
  const where = /\bcolumn \d+/.test(err.message) ? "" : ` (${describeWhere(err.pos, text.includes("\n"))})`;
  const message = err.message.replace(/([.:!?]?)$/, `${where}$1`);
  return new UserError(`${FIELD_NAMES[field]}: ${formatBoardError(text, { ...err, message })}`);
}

/** Wraps an InputError into a UserError that quotes the right text with a caret. */
export function explainInput(e: unknown, texts: Partial<Record<InputField, string>>): unknown {
  if (!(e instanceof InputError)) return e;
  return parseFailure(e.field, texts[e.field] ?? "", { message: e.message, pos: e.pos, token: e.token });
}
