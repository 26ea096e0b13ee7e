/**
 * "Activate the following effect twice. ・1 of your opponent's Digimon gets -7000 DP for the
 * turn.", "Activate the effect below 4 times: ・...": the bulleted effect runs that many times,
 * one after the other, each choosing afresh, within the one activation (rules processing waits
 * for the end of the whole effect, 15-4-3-4).
 */
import type { Op } from "../../model/index.ts";
import type { BodyFields, Clause } from "../reading.ts";
import type { Span } from "../text/structure.ts";
import { fieldOps } from "./options.ts";

const REPEAT = /^\s*activate the (?:following effect|effect below) (once|twice|(\d+) times)\s*[:.]?\s*$/i;

export interface RepeatReading {
  t: string;
  /** Where the sentence with the marker ends, and where the body ends. */
  after: number;
  bodyEnd: number;
  readBulleted: (t: string, span: Span) => { fields: BodyFields | null; unread: Span[] };
}

/** The clause the marker and its bullet make, or null when the sentence is no such marker; `unread` when the bullet is not read. */
export function repeatBlock(
  text: string,
  r: RepeatReading,
): { clause: Clause | null; unread: Span[] } | null {
  const m = REPEAT.exec(text);
  if (!m) return null;
  const times = m[2] ? Number(m[2]) : /^once$/i.test(m[1]!) ? 1 : 2;
  const span = { start: r.after, end: r.bodyEnd };
  while (span.start < span.end && /\s/.test(r.t[span.start]!)) span.start++;
  if (!r.t.slice(span.start, span.end).startsWith("・")) return null;
  const out = r.readBulleted(r.t, span);
  if (!out.fields || out.unread.length > 0) return { clause: null, unread: out.unread };
  const once = fieldOps(out.fields);
  const ops: Op[] = Array.from({ length: times }, () => once).flat();
  return { clause: { ops }, unread: [] };
}
