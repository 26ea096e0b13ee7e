/** TITLE */
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { chooseTargets } from "./primitives.ts";
import { deletePermanents, deletionWords } from "./leave-field.ts";
import { permName } from "../state/state.ts";
import { withDeletionMax } from "./effect-numbers.ts";

export function runDelete(sc: OpScope, op: Extract<Op, { op: "delete" }>): string[] {
  const { s, ctx, me } = sc;
  const raised = withDeletionMax(sc, op.target);
  const note = raised.note ? [raised.note] : [];
  const targets = chooseTargets(sc, raised.target, "delete");
  if (targets.length === 0) return [...note, "no Digimon meets the condition to be deleted"];
  const names = new Map(targets.map((p) => [p, permName(p)]));
  const gone = deletePermanents(s, ctx, targets, false, { effectOf: me });
  return [...note, ...deletionWords(names, gone)];
}

export function runDeleteThis(sc: OpScope, _op: Extract<Op, { op: "deleteThis" }>): string[] {
  const { s, ctx, me } = sc;
  if (!sc.self) return ["this Digimon is no longer on the field, so nothing is deleted"];
  const name = permName(sc.self);
  const gone = deletePermanents(s, ctx, [sc.self], false, { effectOf: me });
  return [
    gone.length ? `${name} is deleted` : `${name} would be deleted, but an immediate-type effect prevents it`,
  ];
}
