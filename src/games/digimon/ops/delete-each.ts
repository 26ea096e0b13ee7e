/**
 * "Delete 1 of your opponent's level 3 Digimon and 1 of their level 4 Digimon": each target is
 * chosen in turn, then all the chosen Digimon are deleted at once, as one deletion. "Suspend 1
 * of ... and 1 of ...": each suspended in turn.
 */
import type { DeleteEachOp, SuspendEachOp } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { chooseTargets } from "./primitives.ts";
import { deletePermanents, deletionWords } from "./leave-field.ts";
import { type Permanent, permName, top } from "../state/state.ts";
import { withDeletionMax } from "./effect-numbers.ts";

export function runDeleteEach(sc: OpScope, op: DeleteEachOp): string[] {
  const notes: string[] = [];
  const picked = new Set<Permanent>();
  for (const target of op.targets) {
    const raised = withDeletionMax(sc, target);
    if (raised.note) notes.push(raised.note);
    for (const p of chooseTargets(sc, raised.target, "delete")) picked.add(p);
  }
  const targets = [...picked];
  sc.chosen = targets;
  if (targets.length === 0) return [...notes, "no Digimon meets the condition to be deleted"];
  const names = new Map(targets.map((p) => [p, permName(p)]));
  const tops = new Map(targets.map((p) => [p, top(p)]));
  const gone = deletePermanents(sc.s, sc.ctx, targets, false, { effectOf: sc.me });
  if (gone.length > 0) sc.moved = gone.map((p) => tops.get(p)!);
  return [...notes, ...deletionWords(names, gone)];
}

/** Each target suspended in turn; the effect's chosen Digimon ("They ...") are then all of them. */
export function runSuspendEach(sc: OpScope, op: SuspendEachOp): string[] {
  const all = new Set<Permanent>();
  const out: string[] = [];
  for (const target of op.targets) {
    sc.chosen = [];
    out.push(...sc.run({ op: "suspend", target }));
    for (const p of sc.chosen ?? []) all.add(p);
  }
  sc.chosen = [...all];
  return out;
}
