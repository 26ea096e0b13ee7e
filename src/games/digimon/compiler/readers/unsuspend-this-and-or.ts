/**
 * This Digimon together with, or instead of, one other: "Unsuspend this Digimon or 1 of your blue
 * Tamers." (the player picks which one), "this Digimon and 1 of your Digimon with [X] in its name
 * may unsuspend" (both, as one optional step; the other one is not this Digimon).
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { fieldTarget } from "./filters.ts";

export function unsuspendThisAndOr(c: Cursor): Op[] | null {
  const or = c.try((): Op[] | null => {
    if (!c.is("unsuspend this Digimon or")) return null;
    const target = fieldTarget(c, false);
    if (!target || target === "this" || target.count !== 1 || target.side !== "you") return null;
    return [{ op: "choose", options: [[{ op: "unsuspendThis" }], [{ op: "unsuspend", target }]] }];
  });
  if (or) return or;
  return c.try((): Op[] | null => {
    if (!c.is("this Digimon and")) return null;
    const target = fieldTarget(c, false);
    if (!target || target === "this" || target.count !== 1 || target.side !== "you") return null;
    const m = c.re("(may )?unsuspend");
    if (!m) return null;
    const ops: Op[] = [
      { op: "unsuspendThis" },
      { op: "unsuspend", target: { ...target, filter: { ...target.filter, other: true } } },
    ];
    return m[1] ? [{ op: "may", then: ops }] : ops;
  });
}
