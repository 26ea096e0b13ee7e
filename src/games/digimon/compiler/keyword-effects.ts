/** Keyword effects that appear as a clause inside an effect rather than as an ability of their own. */
import type { Op } from "../ability.ts";
import type { Cursor } from "./cursor.ts";

/** "<Save>" after another clause ("Then, <Save>."): this card may go under 1 of your Tamers (16-20). */
export function saveEffect(c: Cursor): Op[] | null {
  return c.is("<Save>(?:\\s*\\(You may place this card under one of your Tamers\\.?\\))?")
    ? [{ op: "save" }]
    : null;
}
