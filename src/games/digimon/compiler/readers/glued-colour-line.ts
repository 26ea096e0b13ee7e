/**
 * An Option's colour-requirement line (4-22), or a deck-building rule line ("You can include up to
 * 50 copies ..."), that a record glued to another sentence with no line break ("...
 * requirements.When this card is trashed ...", "... cards).While you have [X], you may ignore this
 * card's color requirements.", "... in your deck.When you would play this card ..."): the line and
 * the rest are read as separate texts.
 */
import { sentences } from "../text/sentences.ts";
import { type Segment, type Span, segmentRange } from "../text/structure.ts";
import { colourRequirementText } from "./options.ts";
import { deckBuildingRule } from "./deck-rule.ts";

/** A line of its own: a colour requirement or a deck-building rule. */
const ownLine = (text: string) => colourRequirementText(text) !== null || deckBuildingRule(text) !== null;

/** The segments to read in place of `seg`, or null when no colour line is glued in it. */
export function splitGluedColourLine(t: string, seg: Span): Segment[] | null {
  const spans = sentences(t, seg);
  if (spans.length < 2) return null;
  const at = spans.findIndex((s) => ownLine(t.slice(s.start, s.end)));
  if (at < 0) return null;
  const line = spans[at]!;
  return [
    ...segmentRange(t, seg.start, line.start),
    ...segmentRange(t, line.start, line.end),
    ...segmentRange(t, line.end, seg.end),
  ];
}

/**
 * "[Main] While you have [X], you may use this card without meeting its color requirements. <effect>":
 * the opening line is a rule on using the card, not part of the [Main] effect; the effect keeps its headers.
 */
export function splitLeadingColourLine(t: string, seg: Segment): Segment[] | null {
  if (seg.kind !== "ability") return null;
  const spans = sentences(t, seg.body);
  const line = spans[0];
  if (spans.length < 2 || !line || colourRequirementText(t.slice(line.start, line.end)) === null) return null;
  const rest = spans[1]!.start;
  return [
    { kind: "text", ...line },
    { ...seg, body: { start: rest, end: seg.body.end } },
  ];
}
