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
  sc.paying = true;
  try {
    return cost.flatMap((op) => sc.run(op));
  } finally {
    sc.paying = was;
  }
}
