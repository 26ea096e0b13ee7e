import type { SourcePos } from "./ast.ts";

/** A parse error: what went wrong and where, ready to show to the user. */
export interface BoardError {
  /** A full sentence naming the problem, its place (column, and line for multi-line text) and what was expected. */
  message: string;
  pos: SourcePos;
  /** The offending token as written ("" at the end of the text). */
  token: string;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: BoardError };

/** Thrown inside the parsers and caught at their entry points; never escapes them. */
export class BoardSyntaxError extends Error {
  constructor(readonly error: BoardError) {
    super(error.message);
    this.name = "BoardSyntaxError";
  }
}

/** "column 7", or "line 2, column 7" when the text spans several lines. */
export function describeWhere(pos: SourcePos, multiline: boolean): string {
  return multiline ? `line ${pos.line}, column ${pos.column}` : `column ${pos.column}`;
}

/** The line and column (counted in code points) of a 0-based offset. */
export function positionAt(text: string, offset: number): SourcePos {
  const end = Math.max(0, Math.min(offset, text.length));
  const before = text.slice(0, end);
  const lineStart = before.lastIndexOf("\n") + 1;
  let line = 1;
  for (let i = 0; i < lineStart; i++) if (before[i] === "\n") line++;
  return { line, column: Array.from(before.slice(lineStart)).length + 1, offset: end };
}

/** Widest part of a line shown under an error message, in code points. */
const EXCERPT_WIDTH = 80;

/**
 * The error message, then the offending line and a caret under the offending column:
 *
 *     Unexpected ")" at column 17: expected ...
 *       A: BT4-048[BT2-0)21]
 *                       ^
 */
export function formatBoardError(text: string, err: BoardError): string {
  const out = [err.message];
  const offset = Math.max(0, Math.min(err.pos.offset, text.length));
  const lineStart = offset === 0 ? 0 : text.lastIndexOf("\n", offset - 1) + 1;
  const newline = text.indexOf("\n", offset);
  const lineText = text.slice(lineStart, newline === -1 ? text.length : newline);
  if (lineText.trim() === "") return out.join("\n");

  // Tabs and invisible characters become spaces so that the caret stays under its column.
  const chars = Array.from(lineText, (c) => (/[\t\p{C}]/u.test(c) ? " " : c));
  let column = Array.from(text.slice(lineStart, offset)).length;
  let start = 0;
  let end = chars.length;
  if (chars.length > EXCERPT_WIDTH) {
    start = Math.max(0, Math.min(column - EXCERPT_WIDTH / 2, chars.length - EXCERPT_WIDTH));
    end = Math.min(chars.length, start + EXCERPT_WIDTH);
  }
  let shown = chars.slice(start, end).join("");
  if (start > 0) {
    shown = `…${shown}`;
    column = column - start + 1;
  }
  if (end < chars.length) shown = `${shown}…`;
  out.push(`  ${shown}`, `  ${" ".repeat(column)}^`);
  return out.join("\n");
}

/** A token quoted for a message, shortened if it is long. */
export function quote(text: string): string {
  const chars = Array.from(text);
  return chars.length > 30 ? `"${chars.slice(0, 30).join("")}…"` : `"${text}"`;
}
