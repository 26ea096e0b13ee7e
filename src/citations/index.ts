/**
 * The official rulings a question concerns, for a reply to cite: the Q&A numbers listed under
 * each card of the board (from the rulings store, src/rulings/), and the conformance suite's
 * rulings that put the same action to the same cards, with the project's paraphrase and whether
 * the engine agrees. With no store there are no numbers; with no suite, no suite rulings.
 */
import { qaPageUrl, type RulingIndex } from "../rulings/index.ts";
import { cardsOf } from "./board-cards.ts";
import { type Question, type SuiteCase, type SuiteStatus, bundledSuite, matchSuite } from "./suite.ts";

export interface CardRulings {
  code: string;
  /** Rulings listed under the card. */
  count: number;
  /** Their numbers in order (the first `maxQnos` of them). */
  qnos: string[];
  /** The card's page of the official Q&A. */
  url: string;
}

export interface SuiteRuling {
  qno: string;
  /** The card the ruling is about. */
  card: string;
  /** The project's paraphrase (never the official text). */
  question: string;
  answer: string;
  /** What the suite last recorded for it: agreed, failing, not-expressible, or not-run. */
  status: SuiteStatus;
  /** The same board, action, choices and edition as the question (else a board holding its cards). */
  same_board: boolean;
}

/** The README's JSON contract: the `rulings` field of `resolve --json`. */
export interface RulingCitations {
  cards: CardRulings[];
  suite: SuiteRuling[];
}

export interface CiteOptions {
  rulings: RulingIndex;
  /** The Q&A and the suite are the Digimon game's. */
  game: string;
  suite?: readonly SuiteCase[];
  maxQnos?: number;
  maxCards?: number;
}

export const NO_CITATIONS: RulingCitations = { cards: [], suite: [] };

export function citeRulings(q: Question, opts: CiteOptions): RulingCitations {
  if (opts.game !== "digimon") return NO_CITATIONS;
  const cards: CardRulings[] = [];
  for (const code of cardsOf(q.board, q.action)) {
    const list = opts.rulings.byCard(code);
    if (list.length === 0) continue;
    cards.push({
      code,
      count: list.length,
      qnos: list.slice(0, opts.maxQnos ?? Infinity).map((r) => r.qno),
      url: qaPageUrl(code),
    });
  }
  const suite = matchSuite(q, opts.suite ?? bundledSuite()).map((m): SuiteRuling => ({
    qno: m.case.qno,
    card: m.case.card,
    question: m.case.question,
    answer: m.case.answer,
    status: m.case.status,
    same_board: m.same,
  }));
  return { cards: cards.slice(0, opts.maxCards ?? Infinity), suite };
}

export type { SuiteCase } from "./suite.ts";
export { loadSuite } from "./suite.ts";
