/**
 * Conditions that come after their effects: "gain 1 memory if you have a Tamer", and a list of
 * them, each effect under its own condition: "gain 1 memory if that Digimon is level 4 or higher,
 * and <Draw 1> if it is level 3".
 */
import type { EffectContext } from "../reading.ts";
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { condition } from "./conditions.ts";
import { effects } from "./effects.ts";

/** After `ops` were read: "if <condition>" (", and <effects> if <condition>" ...) to the end, or null. */
export function trailingIfs(c: Cursor, ops: Op[], ctx: EffectContext): Op[] | null {
  return c.try(() => {
    const out: Op[] = [];
    let then = ops;
    for (;;) {
      if (!c.is("if")) return null;
      const k = condition(c);
      if (!k) return null;
      out.push({ op: "if", cond: k, then });
      if (c.atEnd()) return out;
      if (!c.is(",?\\s*and")) return null;
      const next = effects(c, ctx);
      if (!next) return null;
      then = next;
    }
  });
}
