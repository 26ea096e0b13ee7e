/** Choices that change the answer, in words for a reply's notes. */
import type { Alternatives } from "../engine/alternatives.ts";
import { describeFinal } from "./explore-text.ts";

const MAX_CHOICES = 3;
const MAX_OUTCOMES = 3;

export function alternativeNotes(a: Alternatives): string[] {
  const base = a.outcomes[a.answer]?.final ?? null;
  const out: string[] = [];
  const seen = new Set<string>();
  for (const c of a.choices) {
    const line = `This choice changes the answer, and the reply took its default: "${c.prompt}" (${c.options.map((o) => o.label).join(" / ")}).`;
    if (seen.has(line) || seen.size >= MAX_CHOICES) continue;
    seen.add(line);
    out.push(line);
  }
  a.outcomes.forEach((o, i) => {
    if (i === a.answer || i >= MAX_OUTCOMES + 1) return;
    const differs = describeFinal(o.final, base);
    out.push(
      `Another answer ends differently${o.example.length ? ` (${o.example.join(" → ")})` : ""}: ${differs.join("; ") || "a different final state"}.`,
    );
  });
  if (!a.exhaustive)
    out.push("Not every combination of choices was tried; run with --explore for all of them.");
  return out;
}
