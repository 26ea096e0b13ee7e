/**
 * Several actions in one question, separated by ";": "A plays BT1-029; A ends the turn". Each
 * part is parsed now (so a typo is reported at once, at its column in the whole text) and
 * bound to the board only when its turn comes, once everything before it is resolved.
 */
import { parseAction } from "../../../board/index.ts";
import type { ActionAst } from "../../../board/ast.ts";
import type { BoardError } from "../../../board/errors.ts";

export const MAX_ACTIONS = 8;

type Shiftable = { line: number; column: number; offset: number };

function shift<T>(value: T, offset: number): T {
  if (Array.isArray(value)) return value.map((v) => shift(v, offset)) as T;
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = shift(v, offset);
  if ("offset" in out && "column" in out && "line" in out) {
    const pos = out as Shiftable;
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
    if (!parsed.ok) return { ok: false, error: shift(parsed.error, offset) };
    actions.push(shift(parsed.value, offset));
  }
  return { ok: true, actions };
}
