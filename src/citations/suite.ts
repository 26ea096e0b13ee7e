/**
 * The conformance suite's rulings as the replies cite them: each scenario file
 * (scenarios/digimon/qa/<qno>.json, in the suite's schema) read for what a citation needs, its
 * board and action, the project's paraphrase of the question and answer, and the status the
 * suite last recorded. A file that does not read is left out of the citations (the suite's own
 * test reports it); a reply never fails for it.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { SCENARIO_DIR } from "../scenarios/library.ts";
import { qaScenarioSchema } from "../scenarios/qa/schema.ts";
import { actionKey, cardsOf, sameText } from "./board-cards.ts";

/** The suite's folder (the runner's QA_DIR; not imported from it, which loads the whole game). */
export const SUITE_DIR = join(SCENARIO_DIR, "digimon", "qa");

export type SuiteStatus = "agreed" | "failing" | "not-expressible" | "not-run";

export interface SuiteCase {
  qno: string;
  card: string;
  question: string;
  answer: string;
  edition: string;
  board: string;
  action: string;
  choices: string;
  status: SuiteStatus;
  /** The cards of its board and action, and its action's key (board-cards.ts). */
  cards: string[];
  key: string | null;
}

export function loadSuite(dir: string = SUITE_DIR): SuiteCase[] {
  if (!existsSync(dir)) return [];
  const out: SuiteCase[] = [];
  for (const f of readdirSync(dir).filter((n) => n.endsWith(".json"))) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(dir, f), "utf8"));
    } catch {
      continue;
    }
    const p = qaScenarioSchema.safeParse(raw);
    if (!p.success) continue;
    const s = p.data;
    // A ruling the notation cannot state has no board to match.
    if (s.expect || !s.board || !s.action) continue;
    out.push({
      qno: s.qno,
      card: s.source.card,
      question: s.question,
      answer: s.answer,
      edition: s.edition,
      board: s.board,
      action: s.action,
      choices: s.choices,
      status: s.recorded ?? "not-run",
      cards: cardsOf(s.board, s.action),
      key: actionKey(s.action),
    });
  }
  return out.sort((a, b) => Number(a.qno.slice(1)) - Number(b.qno.slice(1)));
}

let cached: SuiteCase[] | undefined;

/** The suite shipped with the project, read once. */
export function bundledSuite(): SuiteCase[] {
  cached ??= loadSuite();
  return cached;
}

export interface Question {
  board: string;
  action: string;
  choices: string;
  edition: string;
}

export interface SuiteMatch {
  case: SuiteCase;
  /** The very same board, action, choices and edition. */
  same: boolean;
}

/**
 * Suite rulings that put the same action to a board holding all of their cards (the question's
 * board may hold more): the very same question first, then those sharing the most cards.
 */
export function matchSuite(q: Question, suite: readonly SuiteCase[], max = 3): SuiteMatch[] {
  const key = actionKey(q.action);
  if (key === null) return [];
  const have = new Set(cardsOf(q.board, q.action));
  return suite
    .filter((s) => s.key === key && s.cards.every((c) => have.has(c)))
    .map((s) => ({
      case: s,
      same:
        sameText(s.board, q.board) &&
        sameText(s.action, q.action) &&
        sameText(s.choices, q.choices) &&
        s.edition === q.edition,
    }))
    .sort((a, b) => Number(b.same) - Number(a.same) || b.case.cards.length - a.case.cards.length)
    .slice(0, max);
}
