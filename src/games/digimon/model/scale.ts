/**
 * "for each" / "for every N" on effects other than a DP change: the numbers an operation
 * names are multiplied ("gain 1 memory for each ..." gains that many; "delete 1 of ... for
 * every 2 cards in your trash" deletes that many at once, one deletion, not several). A
 * <De-Digivolve 1> "for each" is repeated instead: each one names its own Digimon ("For each of
 * your Digimon, <De-Digivolve 1> 1 of your opponent's Digimon" may spread over several).
 */
import type { Op } from "./ops.ts";

/** The op with its number multiplied by k, or null when its number is not something k can multiply. */
export function scaleOp(op: Op, k: number): Op | null {
  switch (op.op) {
    case "trashSecurity":
      return op.all ? null : { ...op, n: op.n * k };
    case "memory":
    case "draw":
    case "trashDeck":
    case "recovery":
    case "trashHand":
    case "trashAnySources":
      return { ...op, n: op.n * k };
    case "dp":
      return typeof op.amount === "number" ? { ...op, amount: op.amount * k } : null;
    // "... and all of your opponent's Security Digimon get -3000 DP for each ...": that much more.
    case "securityDp":
      return { ...op, amount: op.amount * k };
    // "trash 1 digivolution card from the bottom of each of ... for each ...": that many from each;
    // "for each ..., trash the top 2 digivolution cards of 1 of your opponent's Digimon": that many
    // from the one Digimon chosen, not a new choice each time (Q2281).
    case "trashSources":
      return op.n !== "all" ? { ...op, n: op.n * k } : null;
    // "play 1 [Familiar] Token for each of your opponent's Digimon": one Token per thing counted.
    case "playToken":
      return { ...op, count: op.count * k };
    case "gainKeyword":
      return op.value === undefined ? null : { ...op, value: op.value * k };
    // "Trash the top card of your deck for each ...": one card per thing counted; a move of
    // several kinds at once ("1 [A] and 1 [B]") has no one number to multiply.
    case "moveCards":
      return op.also || op.each ? null : { ...op, n: op.n * k };
    case "delete":
    case "suspend":
    case "unsuspend":
    case "bounce":
      return op.target.count === "all"
        ? null
        : { ...op, target: { ...op.target, count: op.target.count * k } };
    // "for every 2 of your Tamers' colors, 1 of your opponent's Digimon can't suspend ...", "for each
    // ..., 1 of their Digimon or Tamers can't unsuspend ...": that many chosen.
    case "restrict":
    case "noUnsuspend":
      return typeof op.target === "object" && op.target.count !== "all"
        ? { ...op, target: { ...op.target, count: op.target.count * k } }
        : null;
    // "reduce the cost by 1 for each card returned": 1 for each thing counted.
    case "reduceCost":
      return op.perEach || op.byPaid || op.perCardColor ? null : { ...op, n: op.n * k };
    default:
      return null;
  }
}

/** Ops a count repeats, one at a time, rather than multiplies ("for each Tamer, activate this Digimon's ... effect"). */
export function repeatsWhenScaled(op: Op): boolean {
  return op.op === "deDigivolve" || op.op === "activateOwn";
}

export function canScale(op: Op): boolean {
  return repeatsWhenScaled(op) || scaleOp(op, 2) !== null;
}
