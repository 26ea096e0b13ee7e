/**
 * The words of the text views (headings, step kinds, step sentences, the verdict, the final
 * state), so that a reply can come in another language. English uses the engine's own sentences;
 * another language words each step from its facts (kind, player, card, rule, what became
 * pending) and may show the engine's sentence under it as the detail. Other languages live in
 * src/i18n/.
 */
import type { ChoiceRecord, StepKind, TraceStep } from "../engine/trace.ts";
import { gapLines, verdictHeadline, type Verdict } from "../engine/verdict.ts";
import { gameLabel, kindLabel } from "./labels.ts";

/** What a language may word a step from, besides the step itself. */
export interface StepContext {
  game: string;
  /** The step before (its layers tell what became pending in this one). */
  previous: TraceStep | undefined;
  /** Card code → name. */
  names: ReadonlyMap<string, string>;
}

export interface DocWords {
  untitled: string;
  /** The step's sentence (one or more lines). */
  stepSentence: (step: TraceStep, ctx: StepContext) => string;
  /** Why this step came now, or undefined for none. */
  stepWhy: (step: TraceStep, ctx: StepContext) => string | undefined;
  /** Shown before the engine's English sentence under a translated one; "" shows none. */
  engineDetail: string;
  /** " — rule 15-4-5-2" after the sentence: the words before the section and after it. */
  ruleRef: (rule: string, game: string) => { before: string; after: string };
  /** A picked option as shown: a card label, or yes/no in the reply's language. */
  pickedOption: (label: string) => string;
  /** The game's name from its id ("digimon"). */
  gameName: (id: string) => string;
  gameEdition: (game: string, edition: string) => string;
  /** The verdict's opening line and, when there are several gaps, one line each. */
  verdictHead: (v: Verdict) => string;
  verdictLines: (v: Verdict) => string[];
  kind: (kind: StepKind) => string;
  why: string;
  picked: (player: string) => string;
  pickedNothing: string;
  pickedFor: (prompt: string) => string;
  choiceBy: (by: ChoiceRecord["by"]) => string;
  pending: string;
  empty: string;
  finalState: string;
  memory: (value: number, player: string) => string;
  outcome: string;
  area: (area: string) => string;
  /** A card on the field at the end: "3000 DP (printed 5000), suspended". */
  cardState: (d: { dp?: number; printedDp?: number; suspended: boolean; area: string }) => string;
  continued: string;
}

const CHOICE_BY: Record<ChoiceRecord["by"], string> = {
  script: "scripted",
  default: "default",
  interactive: "asked",
};

export const EN_DOC_WORDS: DocWords = {
  untitled: "Ruling",
  stepSentence: (step) => step.text,
  stepWhy: (step) => step.why,
  engineDetail: "",
  ruleRef: () => ({ before: " — rule ", after: "" }),
  pickedOption: (label) => label,
  gameName: gameLabel,
  gameEdition: (game, edition) => `Game: ${game} · Edition: ${edition}`,
  verdictHead: verdictHeadline,
  verdictLines: gapLines,
  kind: (k) => kindLabel(k).label,
  why: "Why: ",
  picked: (player) => `${player} picked `,
  pickedNothing: "nothing",
  pickedFor: (prompt) => ` for “${prompt}”`,
  choiceBy: (by) => ` (${CHOICE_BY[by] ?? by})`,
  pending: "Pending: ",
  empty: "{Empty}",
  finalState: "Final state",
  memory: (value, player) => ` — memory ${value} on ${player}'s side`,
  outcome: "Outcome: ",
  area: (area) => area.charAt(0).toUpperCase() + area.slice(1),
  cardState: (d) =>
    [
      d.dp !== undefined ? `${d.dp} DP${d.printedDp !== undefined ? ` (printed ${d.printedDp})` : ""}` : "",
      d.suspended ? "suspended" : "",
      d.area !== "battle" ? `in the ${d.area} area` : "",
    ]
      .filter((x) => x !== "")
      .join(", "),
  continued: "(continued)",
};
