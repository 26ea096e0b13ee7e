/**
 * "[Your Turn] When this Digimon is blocked, it gets +2000 DP.": a triggered DP change on this
 * Digimon that says no duration lasts until the end of the turn it activated in (official Q&A
 * on BT1-012), so it reads as "... for the turn". Only right after a trigger about this Digimon
 * itself; a persistent "This Digimon gets +N DP" is a different thing, read elsewhere.
 */
import type { Clause } from "../reading.ts";
import type { TriggerCondition } from "../../model/index.ts";

const UNTIMED = /^\s*(?:it|this Digimon) gets ([+-]\d+) DP\.?\s*$/i;

export function untimedSelfDp(
  text: string,
  when: TriggerCondition | undefined,
  read: (text: string) => Clause | null,
): Clause | null {
  const m = UNTIMED.exec(text);
  if (!m || !when || !("self" in when) || when.self !== true) return null;
  return read(`this Digimon gets ${m[1]} DP for the turn.`);
}
