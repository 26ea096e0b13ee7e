/**
 * A cost of "up to N" and an effect counted by what it paid: "By trashing up to 3 cards in your
 * hand, gain 1 memory for each card trashed", "By returning up to 4 cards ... to the bottom of
 * the deck, for each one, ...", "By suspending up to 2 of your Tamers, for every Tamer this
 * effect suspended, ...", "by placing up to 13 cards ..., reduce the cost by 1 for each card". The cost runs first and the effect is multiplied by the count.
 */
import type { Op, PerOutcomeCount } from "../../model/index.ts";
import { canScale, repeatsWhenScaled } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

const VERB = "(trashed|returned|suspended|placed)";

/** What an "up to N" cost moves, for counting; null for any other cost. */
function counted(cost: Op[]): PerOutcomeCount | null {
  if (cost.length !== 1) return null;
  const op = cost[0]!;
  if (op.op === "suspend") return op.target.upTo ? "suspend" : null;
  if (op.op === "trashSecurityDownTo") return op.upTo ? "trash" : null;
  if (op.op !== "moveCards" || !op.upTo) return null;
  if (op.to === "trash") return "trash";
  if (op.to === "hand" || op.to === "deckTop" || op.to === "deckBottom" || op.to === "deckTopOrBottom")
    return "return";
  return "place";
}

function kindOf(verb: string | undefined): PerOutcomeCount | undefined {
  const v = verb?.toLowerCase();
  return v === "trashed"
    ? "trash"
    : v === "returned"
      ? "return"
      : v === "suspended"
        ? "suspend"
        : v
          ? "place"
          : undefined;
}

export function perPaid(c: Cursor, cost: Op[], read: () => Op[] | null): Op[] | null {
  const what = counted(cost);
  if (!what) return null;
  const lead = c.re(
    `for (?:each one|each of them|every (?:card|Tamer|Digimon)(?: this effect)? ${VERB}|each (?:card|Tamer|Digimon) ${VERB}(?: (?:by|with) this effect)?),`,
  );
  const then = read();
  if (!then) return null;
  const tail = lead
    ? null
    : c.re(
        // "reduce the cost by 1 for each card": nothing else is counted, so the cards the cost moved.
        `for each (?:card|one|Tamer|Digimon) ${VERB}(?: (?:by|with) this effect)?|for each ${VERB} card|for each (?:security )?card you ${VERB}|for each card(?=\\.?$)`,
      );
  if ((!lead && !tail) || !c.atEnd()) return null;
  const m = lead ?? tail!;
  const said = kindOf(m[1] ?? m[2]);
  // Cards "placed" at the bottom of the deck are returned there: the same count.
  if (said && said !== what && !(said === "place" && what === "return")) return null;
  if (!then.every((o) => canScale(o) || repeatsWhenScaled(o))) return null;
  return [{ op: "perOutcome", what, ops: cost, then }];
}
