/**
 * "The Digimon this effect played gains <Rush> and <Blocker> until your opponent's turn ends.":
 * a change written for what the effect played, read as for "this Digimon" and done to each
 * Digimon the effect played (ops/referent.ts); "the Digimon this effect DNA digivolved ...", the
 * same for the one its DNA digivolution made; "the Digimon that digivolved with this effect ...",
 * the ones it digivolved.
 */
import type { EffectContext } from "../reading.ts";
import type { Op } from "../../model/index.ts";
import { Cursor } from "../text/cursor.ts";

const LASTING = new Set<Op["op"]>(["dp", "gainKeyword", "gainEffect", "restrict"]);

export function playedSubject(
  c: Cursor,
  ctx: EffectContext,
  effect: (c: Cursor, ctx: EffectContext) => Op[] | null,
): Op[] | null {
  const m = c.re(
    "(?:the|any) Digimon (?:this effect played|played by this effect|played with this effect|(this effect DNA digivolved)|(that digivolved (?:with|by) this effect|this effect digivolved|digivolved by this effect))(?!')",
  );
  if (!m) return null;
  const head = "this Digimon";
  const sub = new Cursor(head + c.rest());
  const ops = effect(sub, ctx);
  if (
    !ops ||
    sub.i <= head.length ||
    !ops.every((o) => LASTING.has(o.op) && "target" in o && o.target === "this")
  )
    return null;
  c.i += sub.i - head.length;
  const referent = m[1] ? "dnaResult" : m[2] ? "digivolved" : "played";
  return [{ op: "onReferent", referent, then: ops }];
}

/**
 * "If this effect digivolved, that Digimon gains <Rush> for the turn.": after that outcome, "that
 * Digimon" is the one the effect digivolved; the sentence is read as "the Digimon this effect digivolved ...".
 */
export function thatDigivolved<T>(c: Cursor, read: (c: Cursor) => T | null): T | null {
  const m = /^\s*that Digimon(?!')/i.exec(c.rest());
  if (!m) return null;
  const head = "the Digimon this effect digivolved";
  const sub = new Cursor(head + c.rest().slice(m[0].length));
  const clause = read(sub);
  if (!clause || sub.i <= head.length) return null;
  c.i += sub.i - head.length + m[0].length;
  return clause;
}
