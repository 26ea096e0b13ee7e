/**
 * The Digimon the last DNA digivolution of an effect made ("the DNA digivolved Digimon may attack",
 * "the Digimon this effect DNA digivolved gains <Blocker>"), kept per effect scope.
 */
import type { Permanent } from "../state/state.ts";
import type { OpScope } from "./scope.ts";

const dnaResult = new WeakMap<OpScope, Permanent>();

export function recordDnaMade(sc: OpScope, made: Permanent): void {
  dnaResult.set(sc, made);
}

/** The Digimon this effect's last DNA digivolution made, if any. */
export function dnaMade(sc: OpScope): Permanent | undefined {
  return dnaResult.get(sc);
}

/** Whether this effect has DNA digivolved a Digimon so far. */
export function dnaByThisEffect(sc: OpScope): boolean {
  return dnaResult.has(sc);
}
