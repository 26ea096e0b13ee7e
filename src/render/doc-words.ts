/**
 * The fixed words of the text views (headings, step kinds, the verdict, the final state), so
 * that a reply can come in another language. What the engine writes (step sentences, reasons)
 * stays as it is. English here; other languages in src/i18n/.
 */
import type { ChoiceRecord, StepKind } from "../engine/trace.ts";
import { gapLines, verdictHeadline, type Verdict } from "../engine/verdict.ts";
import { kindLabel } from "./labels.ts";

export interface DocWords {
  untitled: string;
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
