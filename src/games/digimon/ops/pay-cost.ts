/**
 * Paying a cost: its operations run with `paying` set on the scope, so what they pick is paid in
 * full (15-7), where an effect's own pick from the private hand may come up short
 * (private-pick.ts). Every site that pays a cost goes through here.
 */
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";

export function payCost(sc: OpScope, cost: readonly Op[] | undefined): string[] {
  if (!cost || cost.length === 0) return [];
  const was = sc.paying ?? false;
  // A cost nested in a cost ("by A or B") keeps what the outer one already fell short of.
  if (!was) delete sc.shortfall;
  sc.paying = true;
  try {
    return cost.flatMap((op) => sc.run(op));
  } finally {
    sc.paying = was;
  }
}

/**
 * "By X, Y": pays X, then does Y only when X was done in full. A cost that was chosen but not
 * carried out (the Digimon it deletes stays through an immediate-type effect) leaves Y undone (15-7-2).
 */
export function payThen(sc: OpScope, cost: readonly Op[] | undefined, then: readonly Op[]): string[] {
  const paid = payCost(sc, cost);
  const short = unpaid(sc, cost);
  return [...paid, ...(short ? [short] : then.flatMap((op) => sc.run(op)))];
}

/** After payCost: why the processing after the cost can't happen, or null when the cost was paid. */
export function unpaid(sc: OpScope, cost: readonly Op[] | undefined): string | null {
  if (!cost?.length || !sc.shortfall) return null;
  return `${sc.shortfall}, so the cost was not paid and the rest does not happen (15-7-2)`;
}
