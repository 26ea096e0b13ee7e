/** "1 of your [Marcus Damon]s may suspend.": the player may choose one of theirs and suspend it. */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { fieldTarget } from "./filters.ts";

export function maySuspend(c: Cursor): Op[] | null {
  const target = fieldTarget(c, false);
  if (!target || target === "this" || target.side !== "you" || target.count !== 1 || target.upTo) return null;
  if (!c.is("(?:s\\s+)?may suspend")) return null;
  return [{ op: "may", then: [{ op: "suspend", target }] }];
}
