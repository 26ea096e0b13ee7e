/**
 * The citations as a reply shows them: compact (a count and the first few numbers per card, a
 * link to the card's official Q&A page), then the suite's rulings on the same question.
 */
import { escapeMarkdown } from "../render/doc.ts";
import type { CardRulings, RulingCitations, SuiteRuling } from "./index.ts";

/** Numbers shown per card; the count says how many there are in all. */
export const QNOS_SHOWN = 5;
/** Cards a reply lists; the others are counted. */
export const CARDS_SHOWN = 8;

export interface CitationWords {
  qaCard: (n: number) => string;
  qaMoreCards: (n: number) => string;
  suiteSame: string;
  suiteSimilar: string;
  suiteStatus: (s: SuiteRuling["status"]) => string;
}

function numbers(c: CardRulings): string {
  const shown = c.qnos.slice(0, QNOS_SHOWN);
  return `${shown.join(", ")}${c.count > shown.length ? ", …" : ""}`;
}

/** One line per card, `markdown` linking the code to its Q&A page. */
export function cardLines(c: RulingCitations, w: CitationWords, markdown: boolean): string[] {
  const lines = c.cards
    .slice(0, CARDS_SHOWN)
    .map((x) =>
      markdown
        ? `[${x.code}](${x.url}) — ${w.qaCard(x.count)}: ${numbers(x)}`
        : `${x.code} — ${w.qaCard(x.count)}: ${numbers(x)} (${x.url})`,
    );
  if (c.cards.length > CARDS_SHOWN) lines.push(w.qaMoreCards(c.cards.length - CARDS_SHOWN));
  return lines;
}

export function suiteLines(c: RulingCitations, w: CitationWords, markdown: boolean): string[] {
  const b = (s: string) => (markdown ? `**${s}**` : s);
  const t = (s: string) => (markdown ? escapeMarkdown(s) : s);
  return c.suite.map(
    (s) =>
      `${b(s.qno)} (${s.card}, ${s.same_board ? w.suiteSame : w.suiteSimilar}): ${t(s.question)} — ${t(s.answer)} ${w.suiteStatus(s.status)}`,
  );
}
