/**
 * Several actions in one question, separated by ";": "A plays BT1-029; A ends the turn". Each part is parsed
 * now, so a typo is reported at its column in the whole text, and bound to the board only when
 * its turn comes.
 */
import { parseAction } from "./index.ts";
import type { ActionAst, SourcePos } from "./ast.ts";
import type { BoardError } from "./errors.ts";

export const MAX_ACTIONS = 8;

/** Moves every position in a parsed part to its place in the whole text. */
function shifted<T>(value: T, offset: number): T {
  if (Array.isArray(value)) return value.map((v) => shifted(v, offset)) as T;
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = shifted(v, offset);
  if ("offset" in out && "column" in out && "line" in out) {
    const pos = out as unknown as SourcePos;
    pos.offset += offset;
    if (pos.line === 1) pos.column += offset;
  }
  return out as T;
}

export type SequenceResult = { ok: true; actions: ActionAst[] } | { ok: false; error: BoardError };

export function parseActionSequence(text: string): SequenceResult {
  const actions: ActionAst[] = [];
  let start = 0;
  for (const piece of text.split(";")) {
    const offset = start;
    start += piece.length + 1;
    if (piece.trim() === "" && actions.length > 0) continue;
    if (actions.length >= MAX_ACTIONS)
      return {
        ok: false,
        error: {
          message: `At most ${MAX_ACTIONS} actions in one question, separated by ";".`,
          pos: { line: 1, column: offset + 1, offset },
          token: ";",
        },
      };
    const parsed = parseAction(piece);
    if (!parsed.ok) return { ok: false, error: shifted(parsed.error, offset) };
    actions.push(shifted(parsed.value, offset));
  }
  return { ok: true, actions };
}
