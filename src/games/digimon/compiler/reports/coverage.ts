/** How much of a card pool the compiler reads and the engine runs (the report: src/games/coverage-report.ts). */
import { type CoverageReport, coverageReport } from "../../../coverage-report.ts";
import { type CardText, compileCard } from "../card.ts";

export type { CoverageReport };

/** Groups fragments that differ only in numbers and bracketed names. */
export function fragmentKey(fragment: string): string {
  return fragment
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\[[^\]]*\]/g, "[X]")
    .replace(/\d+/g, "N");
}

export function coverage(cards: CardText[], topN = 30): CoverageReport {
  return coverageReport(
    cards.map((card) => {
      const out = compileCard(card);
      return {
        vanilla: !card.effect.trim() && !card.inherited.trim() && !card.security.trim(),
        unread: out.unread.map((u) => fragmentKey(u.fragment)),
        notExecutable: out.notExecutable,
        executable: out.executable,
      };
    }),
    topN,
  );
}
