/**
 * Effects activated several times, each time on its own: "Activate the effect below 4 times:",
 * "Activate the following effect twice.", "For every 2 cards in this Digimon's digivolution
 * cards, activate the following effect:", "For each Tamer you have in play, activate the effect
 * below.", "Activate the effect below. For each ..., activate it again.", and "for every 5 ...,
 * activate 1 of the effects below:" with its bullets. The bullets (・) after the lead are the effect.
 */
import type { Count, Op } from "../../model/index.ts";
import { Cursor, NUMBER, toNumber } from "../text/cursor.ts";
import type { Span } from "../text/structure.ts";
import { tally } from "./amounts.ts";
import { type PerOutcomeWords, perOutcomeWords } from "./per-outcome-words.ts";
import { type BlockOut, type BodyReading, fieldOps } from "./options.ts";

const ONE_EFFECT = "activate the (?:following effect|effect below)";
const SOME_EFFECTS = `activate ${NUMBER} of the (?:following effects|effects below)`;
const TIMES = `(?:(twice)|(three times)|(\\d+) times)`;

/**
 * How many times a lead says: a number, a count, or once and then once more for each of a count;
 * or as many as what the effect did before ("For each Tamer you suspend this way, ...").
 */
type Times = { fixed: number } | { count: Count; once?: boolean } | { outcome: PerOutcomeWords };

interface Lead {
  times: Times;
  /** "activate 1 of the effects below": the choice each activation makes. */
  choose?: number;
  /** Sentences the lead takes (2 for "Activate the effect below. For each ..., activate it again."). */
  sentences: number;
}

function fixedTimes(m: RegExpExecArray, at: number): number {
  if (m[at]) return 2;
  if (m[at + 1]) return 3;
  return Number(m[at + 2]);
}

function readLead(text: string, second: string): Lead | null {
  const c = new Cursor(text.replace(/^\s*then,?\s*/i, ""));
  const fixed = c.try(() => {
    const m = c.re(`${ONE_EFFECT} ${TIMES}[.:]?`);
    return m && c.atEnd() ? fixedTimes(m, 1) : null;
  });
  if (fixed) return { times: { fixed }, sentences: 1 };
  const again = c.try(() => {
    if (!c.is(`${ONE_EFFECT}[.:]?`) || !c.atEnd()) return null;
    const d = new Cursor(second);
    const count = tally(d);
    return count && d.is(",\\s*activate it again[.:]?") && d.atEnd() ? count : null;
  });
  if (again) return { times: { count: again, once: true }, sentences: 2 };
  const outcome = c.try(() => {
    const words = perOutcomeWords(c);
    return words && c.is(",") && c.is(`${ONE_EFFECT}[.:]?`) && c.atEnd() ? words : null;
  });
  if (outcome) return { times: { outcome }, sentences: 1 };
  const count = c.try(() => {
    const k = tally(c);
    return k && c.is(",") ? k : null;
  });
  if (!count) return null;
  if (c.is(`${ONE_EFFECT}[.:]?`) && c.atEnd()) return { times: { count }, sentences: 1 };
  const m = c.re(`${SOME_EFFECTS}[.:]?`);
  if (m && c.atEnd()) return { times: { count }, choose: toNumber(m[1]!), sentences: 1 };
  return null;
}

function repeated(times: Exclude<Times, { outcome: PerOutcomeWords }>, then: Op[]): Op[] {
  if ("fixed" in times) return [{ op: "repeat", times: times.fixed, then }];
  const more: Op = { op: "repeat", times: times.count, then };
  return times.once ? [...then, more] : [more];
}

/**
 * Reads the lead at sentence `k` and the bullets after it; pushes one clause of repeated ops.
 * Null when the sentence is not such a lead.
 */
export function repeatBlock(body: BodyReading, text: string, offset: number): BlockOut | null {
  if (!/\bactivate\b/i.test(text)) return null;
  const { t, spans, k, bodyEnd, clauses, readBody } = body;
  const second = spans[k + 1] ? t.slice(spans[k + 1]!.start, spans[k + 1]!.end) : "";
  const lead = readLead(text.trim(), second);
  if (!lead) return null;
  const first = k + lead.sentences;
  const starts: number[] = [];
  for (let j = first; j < spans.length; j++) if (t[spans[j]!.start] === "・") starts.push(j);
  const leadSpan = { start: offset, end: spans[first - 1]!.end };
  const wanted = lead.choose === undefined ? starts.length === 1 : starts.length > lead.choose;
  if (!wanted || starts[0] !== first) return { next: first, unread: [leadSpan] };
  const options: Op[][] = [];
  const unread: Span[] = [];
  starts.forEach((j, i) => {
    const end = i + 1 < starts.length ? spans[starts[i + 1]!]!.start : bodyEnd;
    const span = { start: spans[j]!.start + 1, end };
    const out = readBody(t, span, false);
    if (out.fields && out.unread.length === 0 && !out.fields.when) options.push(fieldOps(out.fields));
    else unread.push(...(out.unread.length ? out.unread : [span]));
  });
  if (unread.length > 0) return { next: spans.length, unread };
  const then: Op[] =
    lead.choose === undefined ? options[0]! : [{ op: "chooseEffects", n: lead.choose, options }];
  if ("outcome" in lead.times) {
    // Once for each thing the effect did before: nothing before, nothing to count.
    if (clauses.length === 0) return { next: spans.length, unread: [leadSpan] };
    const { what, whose } = lead.times.outcome;
    clauses.push({
      ops: then,
      perOutcome: what,
      perOutcomeEach: true,
      ...(whose ? { perOutcomeOf: whose } : {}),
    });
  } else clauses.push({ ops: repeated(lead.times, then) });
  return { next: spans.length, unread };
}
