/**
 * "1 of those Digimon" after a trigger that may name several Digimon at once ("When you play a
 * Digimon with [X] in its name, 1 of those Digimon gains <Rush> for the turn"): when one event
 * plays, digivolves or sends several Digimon to attack, the trigger is about all of them, and the
 * effect picks one among them. The clause is read as for "1 Digimon", then that target is
 * narrowed to the trigger's Digimon (ops/primitives.ts pickTargets).
 */
import type { EffectContext } from "../reading.ts";
import type { Op } from "../../model/index.ts";
import { readAsOneDigimon } from "./subject.ts";
import { Cursor } from "../text/cursor.ts";

/** The changes to one chosen Digimon that "1 of those Digimon" can take. */
const CHOSEN = new Set<Op["op"]>(["dp", "gainKeyword"]);

/**
 * "those Digimon get +3000 DP until ...", "those Digimon gain <Rush> for the turn": each Digimon the
 * trigger was about gets the change, read as "this Digimon gets ..." done to each of them.
 */
export function thoseDigimon(
  c: Cursor,
  ctx: EffectContext,
  effect: (c: Cursor, ctx: EffectContext) => Op[] | null,
): Op[] | null {
  if (!ctx.subject) return null;
  return c.try((): Op[] | null => {
    const m = c.re("those Digimon (get|gain)\\b");
    if (!m) return null;
    const read = readAs(c, `this Digimon ${m[1]!.toLowerCase()}s`, ctx, effect);
    if (!read || !read.ops.every((o) => CHOSEN.has(o.op) && "target" in o && o.target === "this"))
      return null;
    read.take();
    return [{ op: "onReferent", referent: "subjects", then: read.ops }];
  });
}

export function oneOfThoseDigimon(
  c: Cursor,
  ctx: EffectContext,
  effect: (c: Cursor, ctx: EffectContext) => Op[] | null,
): Op[] | null {
  if (!ctx.subject) return null;
  if (!c.is("(?:1|one) of those Digimon(?!')")) return null;
  return readAsOneDigimon(c, ctx, effect, "1 Digimon", CHOSEN, { amongSubjects: true });
}

/**
 * "Any of those Digimon may digivolve into ...": one of the Digimon the trigger was about
 * digivolves, read as "1 of your Digimon may digivolve into ..." narrowed to them.
 */
export function thoseDigimonDigivolve(
  c: Cursor,
  ctx: EffectContext,
  effect: (c: Cursor, ctx: EffectContext) => Op[] | null,
): Op[] | null {
  if (!ctx.subject) return null;
  return c.try((): Op[] | null => {
    if (!c.is("(?:any|1|one) of those Digimon(?= may digivolve into)")) return null;
    const read = readAs(c, "1 of your Digimon", ctx, effect);
    const op = read?.ops.length === 1 ? read.ops[0]! : undefined;
    if (!read || op?.op !== "digivolveBy" || op.who === "this") return null;
    const who = op.who;
    if (who.side !== "you" || who.count !== 1 || who.upTo || Object.keys(who.filter).join() !== "category")
      return null;
    read.take();
    return [{ ...op, who: { ...who, filter: { ...who.filter, amongSubjects: true } } }];
  });
}

/**
 * The rest of the sentence read as if it began with `head` instead of the words just matched;
 * `take` moves the cursor past what was read, once the caller accepts the reading.
 */
function readAs(
  c: Cursor,
  head: string,
  ctx: EffectContext,
  effect: (c: Cursor, ctx: EffectContext) => Op[] | null,
): { ops: Op[]; take: () => void } | null {
  const sub = new Cursor(head + c.rest());
  const ops = effect(sub, ctx);
  if (!ops || sub.i <= head.length) return null;
  return { ops, take: () => void (c.i += sub.i - head.length) };
}
