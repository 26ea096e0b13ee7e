/** "if DigiXrosing (with 2 cards), ...": a condition on how the card that triggered was played (7-2-2-9, 7-2-2-10). */
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";

export function runIfDigixros(sc: OpScope, op: Extract<Op, { op: "ifDigixros" }>): string[] {
  const placed = sc.source?.digixros ?? 0;
  if (placed === 0) return ["it is not being played by a DigiXros (7-2-2-9), so the rest does nothing"];
  if (op.cards !== undefined && placed !== op.cards)
    return [
      `${placed} card${placed === 1 ? " was" : "s were"} placed for the DigiXros, not ${op.cards} (7-2-2-10), so the rest does nothing`,
    ];
  return op.then.flatMap((o) => sc.run(o));
}
