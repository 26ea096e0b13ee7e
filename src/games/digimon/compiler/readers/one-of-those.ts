/**
 * "1 of those Digimon" after a trigger that may name several Digimon at once ("When you play a
 * Digimon with [X] in its name, 1 of those Digimon gains <Rush> for the turn"): when one event
 * plays, digivolves or sends several Digimon to attack, the trigger is about all of them, and the
 * effect picks one among them. The clause is read as for "1 Digimon", then that target is
 * narrowed to the trigger's Digimon (ops/primitives.ts pickTargets).
 */
import type { EffectContext } from "../reading.ts";
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { readAsOneDigimon } from "./subject.ts";

/** The changes to one chosen Digimon that "1 of those Digimon" can take. */
const CHOSEN = new Set<Op["op"]>(["dp", "gainKeyword"]);

export function oneOfThoseDigimon(
  c: Cursor,
  ctx: EffectContext,
  effect: (c: Cursor, ctx: EffectContext) => Op[] | null,
): Op[] | null {
  if (!ctx.subject) return null;
  if (!c.is("(?:1|one) of those Digimon(?!')")) return null;
  return readAsOneDigimon(c, ctx, effect, "1 Digimon", CHOSEN, { amongSubjects: true });
}
