/** "[On Play] If played by an effect, ...": a condition on how the card that triggered came into play. */
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";

export function runIfPlayedByEffect(sc: OpScope, op: Extract<Op, { op: "ifPlayedByEffect" }>): string[] {
  if (!sc.source?.playedByEffect)
    return ["it was not played by an effect (a play action, or not played at all), so the rest does nothing"];
  if (op.from && sc.source.playedFrom !== op.from)
    return [
      `it was not played from ${op.from === "trash" ? "the trash" : "digivolution cards"}, so the rest does nothing`,
    ];
  return op.then.flatMap((o) => sc.run(o));
}
