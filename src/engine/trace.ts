/**
 * The trace is the product: every view (Discord text, PNG, JSON) is drawn from it.
 *
 * A trace is a list of steps. Each step says what happened, who acted, which card it is
 * about, which rule section it applies, and what the pending-effect layers look like after
 * it (newest layer first). The shape below is the stable JSON contract documented in the
 * README; add fields rather than change existing ones.
 */

import type { Verdict } from "./verdict.ts";

export type PlayerId = string;

export type StepKind =
  "action" | "trigger" | "rules-processing" | "activate" | "fail" | "interrupt" | "choice" | "end";

export type EffectStatus = "pending" | "activating" | "activated" | "failed";

export interface EffectView {
  card: string;
  name: string;
  player: PlayerId;
  status: EffectStatus;
}

/** One layer of effects that became pending at the same time; newest layers come first. */
export type LayerView = EffectView[];

export interface ChoiceRecord {
  player: PlayerId;
  prompt: string;
  picked: string[];
  /** "script" when the user's --choose text decided it, "default" when the documented default did. */
  by: "script" | "default" | "interactive";
}

export interface TraceStep {
  n: number;
  kind: StepKind;
  player: PlayerId | null;
  card: string | null;
  text: string;
  rule: string | null;
  layers: LayerView[];
  /** Why this effect was the one served now (turn player first, newest layer first...). */
  why?: string;
  /** The decisions taken inside this step. */
  choices?: ChoiceRecord[];
  /** Short lines describing the state change of this step. */
  changes?: string[];
}

export interface Trace<Final = FinalState> {
  game: string;
  edition: string;
  /** The edition's full title, e.g. "Comprehensive Rules ver. 4.2 (2026/08/18)". */
  editionTitle?: string;
  /** Card code → name for every card the resolution touched, for the views. */
  cards?: Record<string, string>;
  steps: TraceStep[];
  final: Final;
  /** Whether everything that could act here was read and run; games that find gaps set it. */
  verdict?: Verdict;
}

/** The state at the end of a resolution, in the short form every game shares. */
export interface FinalState {
  /** Per player, per area name, the cards there as codes (a stack prints as `TOP[UNDER ...]`). */
  areas: Record<PlayerId, Record<string, string[]>>;
  /** The memory gauge (Digimon): whose side it is on and how far; null for games without one. */
  memory: { player: PlayerId; value: number } | null;
  /** Game-level outcome when the resolution ended the game or hit a draw (18-3-2). */
  outcome?: string;
  /** Per player, each card on the field as it is now: what a ruling is often about. */
  details?: Record<PlayerId, PermanentDetail[]>;
}

/** One card on the field at the end: its current numbers and what still applies to it. */
export interface PermanentDetail {
  /** The entry's board notation, as in `areas` (`TOP[UNDER ...]`). */
  card: string;
  area: string;
  /** Current DP (games with DP; absent for a Tamer or a Digi-Egg). */
  dp?: number;
  /** The printed DP, when the current one differs. */
  printedDp?: number;
  suspended: boolean;
  /** Every keyword it has now (printed, inherited or gained), e.g. `<Blocker>`. */
  keywords: string[];
  /** Effects still applying to it, in words: DP changes, gained keywords and effects, restrictions. */
  effects: string[];
}
