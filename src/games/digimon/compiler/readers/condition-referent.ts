/**
 * "If you have a Digimon with [X] in its name in play, you may pay 1 memory to place this card
 * under that Digimon as its bottom digivolution card": "that Digimon" (or "1 of those Digimon")
 * is one of the Digimon the condition found. The clause is read as choosing 1 of your Digimon
 * the condition describes; the condition still gates the whole effect.
 */
import type { Cond } from "../../model/index.ts";
import type { Clause } from "../reading.ts";
import { Cursor } from "../text/cursor.ts";

const REFERENT = /\b(?:that Digimon|(?:1|one) of those Digimon)\b(?!')/gi;

/** "you have a Digimon in play with [X] in its name" -> "Digimon with [X] in its name". */
function describedDigimon(cond: Cond, condText: string): string | null {
  if (cond.is !== "field" || cond.side !== "you" || cond.filter.category !== "Digimon") return null;
  if (cond.atLeast !== undefined || cond.atMost !== undefined) return null;
  const m = /^\s*you have an? (Digimon\b.*?)\s*$/i.exec(condText);
  if (!m) return null;
  const phrase = m[1]!.replace(/\s+in play\b/i, "").trim();
  return /\bin play\b/i.test(phrase) ? null : phrase;
}

export function withConditionReferent(
  c: Cursor,
  cond: Cond,
  condText: string,
  read: (c: Cursor) => Clause | null,
): Clause | null {
  const phrase = describedDigimon(cond, condText);
  if (!phrase) return null;
  const rest = c.rest();
  const end = rest.search(/\.(?:\s|$)/);
  const clause = end < 0 ? rest : rest.slice(0, end);
  const hits = [...clause.matchAll(REFERENT)];
  if (hits.length !== 1) return null;
  const hit = hits[0]!;
  const chosen = `1 of your ${phrase}`;
  const at = hit.index + chosen.length;
  const sub = new Cursor(rest.slice(0, hit.index) + chosen + rest.slice(hit.index + hit[0].length));
  const read1 = read(sub);
  if (!read1 || sub.i < at) return null;
  c.i += sub.i - (chosen.length - hit[0].length);
  return read1;
}
