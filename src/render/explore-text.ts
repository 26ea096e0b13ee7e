/** The explorer's report in words: the distinct outcomes and which choices matter. */
import type { ExploreReport } from "../engine/explorer.ts";
import type { FinalState } from "../engine/trace.ts";
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

export function renderExploreText(r: ExploreReport): string {
  const out: string[] = [];
  const coverage = r.complete
    ? `Explored every choice: ${r.sequences} complete sequence(s) through ${r.statesVisited} distinct choice state(s); ${r.mergeHits} merge(s) into known states, ${r.replays} replay(s).`
    : `Explored ${r.replays} path(s) before the node budget ran out; ${r.pending} more were waiting, so the list below may be incomplete (${r.sequences} sequence(s) covered).`;
  out.push(coverage);
  if (r.outcomes.length === 1)
    out.push("Every sequence of choices leads to the same outcome: the choices do not change the result.");
  else out.push(`${r.outcomes.length} distinct outcomes:`);
  const first = r.outcomes[0]?.final ?? null;
  r.outcomes.forEach((o, i) => {
    out.push(`  Outcome ${i + 1} (${o.paths} sequence(s)), e.g. ${o.example.join(" → ") || "no choices"}`);
    const lines = describeFinal(o.final, i === 0 ? null : first);
    for (const l of lines) out.push(`    ${i === 0 ? "" : "differs: "}${l}`);
  });
  const points = r.choicePoints;
  if (points.length > 0) {
    out.push("Choice points:");
    const seen = new Set<string>();
    for (const p of points) {
      const key = `${p.prompt}|${p.options.map((o) => o.label).join("|")}|${p.matters}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const verdict = p.matters ? "changes the outcome" : "does not change the outcome";
      out.push(`  ${p.prompt} [${p.options.map((o) => o.label).join(" | ")}]: ${verdict}`);
    }
  }
  return out.join("\n");
}
