/** Gaining, losing and setting memory (4-1). */
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { addMemory, describeMemory, opponentOf } from "../state/state.ts";
import { memoryGainBan } from "../derive/index.ts";

export function runMemory(sc: OpScope, op: Extract<Op, { op: "memory" }>): string[] {
  const { s, me } = sc;
  const who = op.who === "opponent" ? opponentOf(s, me) : me;
  const banned = op.n > 0 ? memoryGainBan(s, who, sc.self) : null;
  if (banned) return [`${banned} (15-8-2)`];
  addMemory(s, who, op.n);
  const verb = op.n >= 0 ? `gains ${op.n}` : `loses ${-op.n}`;
  return [`player ${who} ${verb} memory (${describeMemory(s)})`];
}

export function runSetMemory(sc: OpScope, op: Extract<Op, { op: "setMemory" }>): string[] {
  const { s, me } = sc;
  s.memory = me === s.turn ? op.value : -op.value;
  return [`player ${me} sets their memory to ${op.value}`];
}
