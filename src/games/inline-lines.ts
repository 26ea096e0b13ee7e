/**
 * What every game's inline cards share: the text is cut into one card per line (or per "||"),
 * each line read as `CODE "Name" head words : card text`, and the head words come with their
 * offsets, so a mistake is reported at its column. Each game reads its own head words.
 */
import { positionAt } from "../board/errors.ts";
import { InputError } from "./input-error.ts";

export const MAX_INLINE_CARDS = 20;
export const MAX_INLINE_TEXT = 6000;

export interface InlineWord {
  word: string;
  /** As written (names in quotes keep their case). */
  raw: string;
  at: number;
}

export interface InlineLine {
  code: string;
  name: string;
  head: InlineWord[];
  body: string;
  at: number;
}

export function inlineFail(text: string, offset: number, message: string, token: string): never {
  throw new InputError(message, "cards", positionAt(text, offset), token);
}

/** The head words: plain words, or a quoted phrase ("Armored Dragon") as one word. */
function headWords(words: string, start: number): InlineWord[] {
  return [...words.matchAll(/"([^"]*)"|\S+/g)].map((m) => ({
    word: (m[1] ?? m[0]).toLowerCase(),
    raw: m[1] ?? m[0],
    at: start + m.index!,
  }));
}

export function inlineLines(text: string, template: string): InlineLine[] {
  if (text.length > MAX_INLINE_TEXT)
    inlineFail(text, MAX_INLINE_TEXT, `Inline cards are limited to ${MAX_INLINE_TEXT} characters.`, "");
  const pieces = [...text.matchAll(/[^\n]+/g)].flatMap((m) =>
    m[0].split("||").map((part, i, all) => ({
      line: part,
      at: m.index! + all.slice(0, i).reduce((n, p) => n + p.length + 2, 0),
    })),
  );
  const out: InlineLine[] = [];
  for (const { line, at } of pieces) {
    if (line.trim() === "") continue;
    if (out.length >= MAX_INLINE_CARDS) inlineFail(text, at, `At most ${MAX_INLINE_CARDS} inline cards.`, "");
    const m = /^(\s*)([A-Za-z0-9]+-[A-Za-z0-9-]+)\s+"([^"]{1,60})"((?:[^:："]|"[^"]*")*)(?:[:：](.*))?$/.exec(
      line,
    );
    if (!m) inlineFail(text, at, `Write an inline card as: ${template}.`, line.trim().slice(0, 20));
    const [, lead, code, name, head, body] = m;
    const headAt = at + lead!.length + code!.length + name!.length + 3;
    out.push({
      code: code!.toUpperCase(),
      name: name!,
      head: headWords(head!, headAt),
      body: (body ?? "").trim(),
      at,
    });
  }
  return out;
}

/** Reads the number after a head word like "cost" or "power"; fails at its column otherwise. */
export function headNumber(text: string, words: InlineWord[], i: number, what: string): number {
  const t = words[i];
  const n = t ? Number(t.word) : NaN;
  if (!t || !Number.isInteger(n) || n < 0 || n > 1_000_000)
    inlineFail(text, t?.at ?? words[i - 1]?.at ?? 0, `Expected a number after "${what}".`, t?.word ?? "");
  return n;
}
