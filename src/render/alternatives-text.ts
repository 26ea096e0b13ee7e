/** Choices that change the answer, in words for a reply's notes. */
import type { Alternatives } from "../engine/alternatives.ts";
import { describeFinal } from "./explore-text.ts";
import { EN_NOTE_WORDS, type NoteWords } from "./note-words.ts";

const MAX_CHOICES = 3;
const MAX_OUTCOMES = 3;

export function alternativeNotes(a: Alternatives, words: NoteWords = EN_NOTE_WORDS): string[] {
  const base = a.outcomes[a.answer]?.final ?? null;
  const out: string[] = [];
  const seen = new Set<string>();
  for (const c of a.choices) {
    const line = words.choiceMatters(
      c.prompt,
      c.options.map((o) => o.label),
    );
    if (seen.has(line) || seen.size >= MAX_CHOICES) continue;
    seen.add(line);
    out.push(line);
  }
  a.outcomes.forEach((o, i) => {
    if (i === a.answer || i >= MAX_OUTCOMES + 1) return;
    out.push(words.anotherEnd(o.example, describeFinal(o.final, base, words)));
  });
  if (!a.exhaustive) out.push(words.notExhaustive);
  return out;
}
