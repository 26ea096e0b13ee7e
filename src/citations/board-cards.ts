/**
 * What a question is about, read from its notation: the card codes on the board and in the
 * action, and the action reduced to its verbs and cards (`A attacks B with BT2-030` and
 * `B attacks with BT2-030` are the same attack). Knows no game.
 */
import { normalizeCardCode, parseAction, parseBoard, type CardRef } from "../board/index.ts";

/** Words of an action that carry no meaning of their own for matching. */
const FILLER = new Set(["with", "into", "the", "a", "an", "to", "on", "from", "of", "and"]);

function code(c: CardRef): string {
  return normalizeCardCode(c.code) ?? c.code.toUpperCase();
}

function collect(c: CardRef, out: string[]): void {
  out.push(code(c));
  for (const u of c.under) collect(u, out);
}

/** The action's statements (`A uses X; A attacks B with Y` is two). */
function statements(action: string): string[] {
  return action
    .split(/[;|\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Distinct card codes of the board then the action, in the order written; [] when unreadable. */
export function cardsOf(board: string, action: string): string[] {
  const out: string[] = [];
  const parsed = parseBoard(board);
  if (parsed.ok)
    for (const p of parsed.value.players) {
      for (const a of p.areas) for (const c of a.cards) collect(c, out);
      for (const c of p.lasting) collect(c, out);
    }
  for (const s of statements(action)) {
    const a = parseAction(s);
    if (a.ok) for (const w of a.value.words) if (w.kind === "card") collect(w.card, out);
  }
  return [...new Set(out)];
}

/**
 * The action as verbs and cards without players, labels or filler words:
 * `A attacks B with BT2-030#a` → `attacks BT2-030`. Null when a statement does not parse.
 */
export function actionKey(action: string): string | null {
  const parts: string[] = [];
  const list = statements(action);
  if (list.length === 0) return null;
  for (const s of list) {
    const a = parseAction(s);
    if (!a.ok) return null;
    const words = a.value.words.flatMap((w) => {
      if (w.kind === "card") return [code(w.card)];
      if (FILLER.has(w.text) || /^[a-z]$/.test(w.text)) return [];
      return [w.text];
    });
    parts.push(words.join(" "));
  }
  return parts.join("; ");
}

/** Text compared loosely: case and spacing do not matter. */
export function sameText(a: string, b: string): boolean {
  const norm = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();
  return norm(a) === norm(b);
}
