/**
 * "For every 2 of your Tamers' colors, reduce this effect's play cost by 1.", "For each of your
 * opponent's face-up security cards, reduce this effect's digivolution cost by 1.": a sentence
 * that only amends the play or digivolution an earlier sentence of the same effect performs, for
 * its cost (not a free one), with a reduction that grows with a count (paid as 7-1-3 / 8-1-3 say).
 */
import type { Op } from "../../model/index.ts";
import { Cursor } from "../text/cursor.ts";
import { tally } from "./amounts.ts";
import { lastDigivolveBy } from "./digivolve-by.ts";
import { lastPlayFrom } from "./would-play.ts";

/** Adds the reduction to the play or digivolution before it and returns true; false when the sentence isn't one. */
export function amendsCostEach(text: string, before: Op[] | undefined): boolean {
  if (!before) return false;
  const c = new Cursor(text.trim());
  const per = tally(c);
  if (!per || !c.is(",")) return false;
  // "reduce this effect's paid play cost by 1": the cost paid for the play, so the same.
  const m = c.re("reduce this effect's (?:paid )?(play|digivolution) cost by (\\d+)");
  if (!m || !c.is("\\.?") || !c.atEnd()) return false;
  const reduceEach = { n: Number(m[2]), per };
  if (/^play/i.test(m[1]!)) {
    const play = lastPlayFrom(before);
    if (!play || play.free || play.reduceEach || play.maxTotalCost !== undefined) return false;
    play.reduceEach = reduceEach;
    return true;
  }
  const evo = lastDigivolveBy(before);
  if (
    !evo ||
    evo.reduceEach ||
    (evo.cost !== "normal" && !(typeof evo.cost === "object" && "reduce" in evo.cost))
  )
    return false;
  evo.reduceEach = reduceEach;
  return true;
}
