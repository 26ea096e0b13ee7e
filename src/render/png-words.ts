/**
 * The words the PNG draws (header, legend, step labels, notes), so that a picture can come in
 * the reply's language. English here; other languages in src/i18n/.
 */
import type { EffectStatus, StepKind } from "../engine/trace.ts";
import { verdictShort, type Verdict } from "../engine/verdict.ts";
import { gameLabel, statusMark } from "./labels.ts";

export interface PngWords {
  /** Names the language in the picture cache's key (the functions below can't be hashed). */
  language: string;
  untitled: string;
  game: (gameId: string) => string;
  edition: (edition: string) => string;
  picture: (index: number, count: number) => string;
  verdict: (v: Verdict) => string;
  status: (status: EffectStatus) => string;
  player: (id: string) => string;
  kind: (kind: StepKind) => string;
  rule: (section: string) => string;
  nothingPending: string;
  hidden: (n: number) => string;
}

const KIND_WORDS: Record<StepKind, string> = {
  action: "Action",
  trigger: "Trigger",
  "rules-processing": "Rules check",
  activate: "Activates",
  fail: "Fails",
  interrupt: "Interrupts",
  choice: "Choice",
  end: "End",
};

export const EN_PNG_WORDS: PngWords = {
  language: "en",
  untitled: "Ruling",
  game: gameLabel,
  edition: (e) => `edition ${e}`,
  picture: (i, n) => `picture ${i + 1} of ${n}`,
  verdict: verdictShort,
  status: (s) => statusMark(s).word,
  player: (id) => `player ${id}`,
  kind: (k) => KIND_WORDS[k] ?? String(k),
  rule: (r) => `rule ${r}`,
  nothingPending: "nothing pending",
  hidden: (n) => `+${n} more not shown`,
};
