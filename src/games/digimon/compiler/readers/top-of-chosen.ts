/**
 * "trashing the top stacked card of 1 of your [X] trait Digimon", "placing the top card of 1 of
 * your level 4 or higher Digimon on top of your security stack", "placing the top card of one of
 * your [X] Digimon as that Digimon's bottom digivolution card", "trash the top card of this
 * Digimon" / "trash this Digimon's top stacked card" (ops/top-of-chosen.ts).
 */
import type { Op } from "../../model/index.ts";
import { Cursor } from "../text/cursor.ts";
import { fieldTarget } from "./filters.ts";

type To = Extract<Op, { op: "topOfChosen" }>["to"];

export function topOfChosen(c: Cursor): Op[] | null {
  if (c.is("(?:trash|trashing) (?:the top card of this Digimon|this Digimon's top (?:stacked )?card)\\b"))
    return [{ op: "topOfChosen", target: "this", to: "trash" }];
  const verb = c.re("(trash|trashing|place|placing) the top (?:stacked )?card of");
  if (!verb) return null;
  // "any of your ...": one of them, the player's pick.
  const any = c.re("(?:any|one) of your");
  const sub = new Cursor(any ? `1 of your ${c.rest()}` : c.rest());
  const target = fieldTarget(sub, false);
  if (!target || target === "this" || target.side !== "you" || target.count !== 1 || target.upTo) return null;
  if (target.filter.category !== "Digimon") return null;
  c.i += sub.i - (any ? "1 of your ".length : 0);
  let to: To | null = null;
  if (verb[1]!.toLowerCase().startsWith("trash")) to = "trash";
  else if (c.is("as (?:that Digimon's|its) bottom digivolution card")) to = "sourceBottom";
  else {
    const m = c.re(
      "(?:on top|at the (top|bottom)) of your security stack(?: face down)?|(?:face down )?as (?:the|your) (top|bottom) security card",
    );
    if (m) to = (m[1] ?? m[2])?.toLowerCase() === "bottom" ? "securityBottom" : "securityTop";
  }
  return to ? [{ op: "topOfChosen", target, to }] : null;
}
