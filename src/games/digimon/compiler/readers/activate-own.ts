/** "activate 1 of this Digimon's [When Digivolving] effects": one of its own effects of that timing runs again. */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { TIMING_OF } from "../text/headers.ts";

export function activateOwn(c: Cursor): Op[] | null {
  const m = c.re("activate 1 of this Digimon's \\[([^\\]]+)\\] effects?");
  const timing = m ? TIMING_OF[m[1]!] : undefined;
  return timing ? [{ op: "activateOwn", timing }] : null;
}
