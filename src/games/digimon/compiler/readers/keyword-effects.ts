/** Keyword effects that appear as a clause inside an effect rather than as an ability of their own. */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { fieldTarget } from "./filters.ts";

/** "<Save>" after another clause ("Then, <Save>."): this card may go under 1 of your Tamers (16-20). */
export function saveEffect(c: Cursor): Op[] | null {
  return c.is("<Save>(?:\\s*\\(You may place this card under one of your Tamers\\.?\\))?")
    ? [{ op: "save" }]
    : null;
}

/**
 * "<Mind Link> with 1 of your Digimon with the [X] trait", "<Mind Link> to 1 of ...", the
 * reminder sometimes printed between the keyword and the Digimon (16-28).
 */
export function mindLinkEffect(c: Cursor): Op[] | null {
  if (!c.is("<Mind Link>(?:\\s*\\(Place this Tamer as that Digimon's bottom digivolution card[^)]*\\)\\.?)?"))
    return null;
  c.is("with|to");
  const target = fieldTarget(c);
  if (!target || target === "this" || target.side !== "you" || target.count !== 1) return null;
  return [{ op: "mindLink", target }];
}

/** "<Blitz>" as a step of an effect ("If this Digimon has a red digivolution card, <Blitz>."), with its reminder if printed (16-16). */
export function blitzEffect(c: Cursor): Op[] | null {
  return c.is("<Blitz>(?:\\s*\\([^)]*\\))?\\.?") ? [{ op: "keywordStep", keyword: "blitz" }] : null;
}
