/**
 * Effects with a condition ("while ...") as they stand after rules processing. A condition asked
 * again while it is being decided (two Digimon whose "+3000 DP while your opponent has a Digimon
 * with 13000 DP or more" hold through each other) is answered from this record: they stay in force
 * once what first met them is gone, as long as each still meets the other's (official Q&A).
 */
import type { DigimonState } from "../state/state.ts";
import { heldDpConditions } from "./dp.ts";
import { heldContinuousConditions } from "./persistent-effects.ts";

export function settleConditions(s: DigimonState): void {
  const perms = s.order.flatMap((id) => s.players[id]!.battle);
  const held = [...heldContinuousConditions(s), ...heldDpConditions(s, perms)];
  if (held.length > 0 || s.heldConditions) s.heldConditions = held;
}
