/**
 * "Unsuspend it", "it may attack", "that Digimon attacks": the Digimon a pronoun stands for.
 * It is the one this effect chose last, or else the Digimon its trigger was about ("When one
 * of your Digimon attacks, ... that Digimon"), or else the Digimon the effect belongs to ("When
 * this Digimon becomes suspended, you may unsuspend it"). The inner operations are the ones
 * written for "this Digimon", run on that Digimon.
 */
import type { Op } from "../model/index.ts";
import { type OpScope } from "./scope.ts";
import { type Permanent, findPermanent } from "../state/state.ts";

type WithIt = Extract<Op, { op: "withIt" }>;

function referent(sc: OpScope): Permanent | undefined {
  const chosen = sc.chosen?.filter((p) => findPermanent(sc.s, p.pid) === p) ?? [];
  if (sc.chosen && sc.chosen.length > 0) return chosen.length === 1 ? chosen[0] : undefined;
  const pid = sc.source?.subjectPid;
  if (pid !== undefined) return findPermanent(sc.s, pid);
  return sc.self;
}

/** The one Digimon the effect's last choice picked, if it is still in the battle area. */
function chosenOne(sc: OpScope): Permanent | undefined {
  const chosen = sc.chosen?.filter((p) => findPermanent(sc.s, p.pid) === p) ?? [];
  return chosen.length === 1 ? chosen[0] : undefined;
}

export function runWithIt(sc: OpScope, op: WithIt): string[] {
  const it = op.chosenOnly ? chosenOne(sc) : referent(sc);
  if (!it) return ["the Digimon it refers to is no longer in the battle area, so that part does nothing"];
  const on: OpScope = { ...sc, self: it };
  return op.then.flatMap((o) => on.run(o));
}
