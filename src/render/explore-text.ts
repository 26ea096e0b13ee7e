/** The explorer's report in words: the distinct outcomes and which choices matter. */
import type { ExploreReport } from "../engine/explorer.ts";
import type { FinalState } from "../engine/trace.ts";
import { EN_EXPLORE_WORDS, type ExploreWords } from "./explore-words.ts";
import { EN_NOTE_WORDS, type NoteWords } from "./note-words.ts";

export function describeFinal(
  f: FinalState,
  base: FinalState | null,
  words: NoteWords = EN_NOTE_WORDS,
): string[] {
  const lines: string[] = [];
  if (f.memory && (!base || JSON.stringify(base.memory) !== JSON.stringify(f.memory)))
    lines.push(words.finalMemory(f.memory.value, f.memory.player));
  for (const [player, areas] of Object.entries(f.areas))
    for (const [area, cards] of Object.entries(areas)) {
      const before = base?.areas[player]?.[area];
      if (base && JSON.stringify(before) === JSON.stringify(cards)) continue;
      if (!base && cards.length === 0) continue;
      lines.push(words.finalArea(player, area, cards));
    }
  return lines;
}

export function renderExploreText(r: ExploreReport, words: ExploreWords = EN_EXPLORE_WORDS): string {
  const out: string[] = [];
  out.push(r.complete ? words.exploredAll(r) : words.budgetRanOut(r));
  if (r.outcomes.length === 1) out.push(words.sameOutcome);
  else out.push(words.distinctOutcomes(r.outcomes.length));
  const first = r.outcomes[0]?.final ?? null;
  r.outcomes.forEach((o, i) => {
    out.push(`  ${words.outcome(i + 1, o.paths, o.example)}`);
    const lines = describeFinal(o.final, i === 0 ? null : first, words.notes);
    for (const l of lines) out.push(`    ${i === 0 ? "" : words.differs}${l}`);
  });
  const points = r.choicePoints;
  if (points.length > 0) {
    out.push(words.choicePoints);
    const seen = new Set<string>();
    for (const p of points) {
      const key = `${p.prompt}|${p.options.map((o) => o.label).join("|")}|${p.matters}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const verdict = p.matters ? words.changesOutcome : words.doesNotChange;
      out.push(`  ${p.prompt} [${p.options.map((o) => o.label).join(" | ")}]: ${verdict}`);
    }
  }
  return out.join("\n");
}
