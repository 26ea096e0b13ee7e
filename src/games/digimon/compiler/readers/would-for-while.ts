/**
 * "For the turn, when this Digimon would digivolve into a card with [X] in its name, reduce the
 * digivolution cost by 1": an immediate-type effect (15-8-5) this Digimon has for that long, as an
 * effect it gains (15-15-2); it acts on every such digivolution until then (official Q&A).
 */
import type { EffectContext } from "../reading.ts";
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

export function wouldForWhile(c: Cursor, ctx: EffectContext): Op[] | null {
  if (!ctx.duration || !c.peek("when this Digimon would")) return null;
  const text = c.rest().trim().replace(/\.?$/, ".");
  const out = ctx.compileNested(`[All Turns] ${text}`, { code: `gained "${text}"` });
  const only = out.abilities.length === 1 ? out.abilities[0]! : null;
  if (out.unread.length > 0 || only?.category !== "immediate") return null;
  c.i = c.s.length;
  return [{ op: "gainEffect", target: "this", abilities: [only], duration: ctx.duration }];
}
