/**
 * The words of "All outcomes" (the explorer's report in text and its outcome tree as a PNG), so
 * that it comes in the asker's language. English here; other languages in src/i18n/. Prompts,
 * option labels and card codes stay as the engine and the data write them.
 */
import { EN_NOTE_WORDS, type NoteWords } from "./note-words.ts";

export interface ExploreWords {
  /** How each differing fact of a final state is said (shared with the breakdown's notes). */
  notes: NoteWords;
  title: (what: string) => string;
  exploredAll: (r: {
    sequences: number;
    statesVisited: number;
    mergeHits: number;
    replays: number;
  }) => string;
  budgetRanOut: (r: { replays: number; pending: number; sequences: number }) => string;
  sameOutcome: string;
  distinctOutcomes: (n: number) => string;
  outcome: (n: number, paths: number, example: string[]) => string;
  differs: string;
  choicePoints: string;
  changesOutcome: string;
  doesNotChange: string;
  /** The footer of the Discord message. */
  triedAll: (edition: string) => string;
  scriptedStay: string;
  // The PNG
  sameAsNode: (label: string, node: number) => string;
  outcomesHeading: string;
  outcomeFacts: (paths: number, facts: string[]) => string;
  pngSummary: (sequences: number, outcomes: number, complete: boolean) => string;
  chip: (n: number) => string;
}

export const EN_EXPLORE_WORDS: ExploreWords = {
  notes: EN_NOTE_WORDS,
  title: (what) => `All outcomes: ${what}`,
  exploredAll: (r) =>
    `Explored every choice: ${r.sequences} complete sequence(s) through ${r.statesVisited} distinct choice state(s); ${r.mergeHits} merge(s) into known states, ${r.replays} replay(s).`,
  budgetRanOut: (r) =>
    `Explored ${r.replays} path(s) before the node budget ran out; ${r.pending} more were waiting, so the list below may be incomplete (${r.sequences} sequence(s) covered).`,
  sameOutcome: "Every sequence of choices leads to the same outcome: the choices do not change the result.",
  distinctOutcomes: (n) => `${n} distinct outcomes:`,
  outcome: (n, paths, example) =>
    `Outcome ${n} (${paths} sequence(s)), e.g. ${example.join(" → ") || "no choices"}`,
  differs: "differs: ",
  choicePoints: "Choice points:",
  changesOutcome: "changes the outcome",
  doesNotChange: "does not change the outcome",
  triedAll: (edition) => `Every choice left open was tried (edition ${edition}).`,
  scriptedStay: " The choices you scripted stay as you wrote them.",
  sameAsNode: (label, node) => `${label} → same as (${node})`,
  outcomesHeading: "Outcomes",
  outcomeFacts: (paths, facts) => `${paths} sequence(s): ${facts.join("; ") || "same as outcome 1"}`,
  pngSummary: (sequences, outcomes, complete) =>
    `${sequences} sequence(s) of choices explored, ${outcomes === 1 ? "the choices do not change the outcome" : `${outcomes} distinct outcomes`}${complete ? "" : " (budget ran out)"}`,
  chip: (n) => `Outcome ${n}`,
};
