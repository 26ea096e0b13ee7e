/**
 * "<Recovery +1 (Deck)> until there are N cards in your security stack": the deck's top cards go
 * on top of the security stack one at a time (16-6-1) until it holds N, or the deck runs out.
 */
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";

export function runRecoveryUntil(sc: OpScope, op: Extract<Op, { op: "recoveryUntil" }>): string[] {
  const have = sc.s.players[sc.me]!.security.length;
  const n = Math.max(0, op.total - have);
  if (n === 0) return [`player ${sc.me} already has ${have} security cards, so <Recovery> places none`];
  return sc.run({ op: "recovery", n });
}
