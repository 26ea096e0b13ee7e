/**
 * "This Digimon may battle 1 of your opponent's Digimon", "1 of your Digimon may battle 1 of your
 * opponent's Digimon": a battle the effect makes (ops/effect-battle.ts); the player may decline.
 */
import type { FieldTarget, Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { fieldTarget } from "./filters.ts";

const one = (t: FieldTarget | "this" | null, side: FieldTarget["side"]): t is FieldTarget =>
  t !== null && t !== "this" && t.side === side && t.count === 1 && !t.upTo;

export function mayBattle(c: Cursor): Op[] | null {
  const mine = c.is("this Digimon") ? "this" : fieldTarget(c, false);
  if (!mine || (mine !== "this" && !one(mine, "you")) || !c.is("may battle")) return null;
  const theirs = fieldTarget(c, false);
  if (!one(theirs, "opponent")) return null;
  return [{ op: "may", then: [{ op: "battle", who: mine, with: theirs }] }];
}
