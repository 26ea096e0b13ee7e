/**
 * "For each Tamer you have in play, you may play 1 level 3 Digimon card from your trash ...",
 * "For each color in this Digimon's digivolution cards, trash any 1 digivolution card from your
 * opponent's Digimon and suspend 1 of their Digimon.": when the count cannot simply multiply the
 * numbers of the sentence (a choice the player may decline, or an op with no number to scale),
 * the sentence is done that many times, each time with its own choices.
 */
import type { Count, Op } from "../../model/index.ts";
import { canScale } from "../../model/index.ts";

/** Ops that name one thing to do once, so that doing them k times is what "for each" asks. */
function repeatable(op: Op): boolean {
  if (canScale(op)) return true;
  switch (op.op) {
    case "may":
      return !op.cost && op.then.every(repeatable);
    case "playFrom":
      return (op.count ?? 1) === 1;
    case "trashAnySources":
      return true;
    default:
      return false;
  }
}

/** Every op names a single act, so that the sentence done k times is what "for each" asks. */
export function singleActs(ops: Op[]): boolean {
  return ops.length > 0 && ops.every(repeatable);
}

/** The sentence's ops (a "you may" already wrapped) repeated `each` times; null when not every op is a single act. */
export function perEachRepeated(ops: Op[], each: Count): Op[] | null {
  if (!singleActs(ops)) return null;
  return [{ op: "repeat", times: each, then: ops }];
}
