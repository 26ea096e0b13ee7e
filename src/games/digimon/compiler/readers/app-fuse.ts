/**
 * App Fusion by an effect (8-4): "1 of your Digimon may app fuse into a Digimon card in the hand",
 * "... into a Digimon card with the [X] trait in the trash".
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { cardSpec, fieldTarget } from "./filters.ts";

export function appFuseBy(c: Cursor): Op[] | null {
  const who = fieldTarget(c, false);
  if (!who || who === "this" || who.side !== "you" || who.count !== 1 || who.upTo) return null;
  if (!c.is("may app fuse into")) return null;
  const spec = cardSpec(c);
  if (!spec || spec.count !== 1) return null;
  const m = c.re("(?:in|from) (?:the|your) (hand|trash)");
  if (!m) return null;
  return [{ op: "appFuseBy", who, into: spec.filter, from: m[1]!.toLowerCase() as "hand" | "trash" }];
}
