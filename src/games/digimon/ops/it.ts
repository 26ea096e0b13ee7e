/**
 * "Unsuspend it", "it may attack", "that Digimon attacks": the Digimon a pronoun stands for.
 * It is the one this effect chose last, or else the Digimon its trigger was about ("When one
 * of your Digimon attacks, ... that Digimon"), or else the Digimon the effect belongs to ("When
 * this Digimon becomes suspended, you may unsuspend it"). The inner operations are the ones
 * written for "this Digimon", run on that Digimon.
 */
import type { Op } from "../model/index.ts";
import { type OpScope } from "./scope.ts";
import { affectable, effectOrigin } from "./primitives.ts";
import { type Permanent, findPermanent } from "../state/state.ts";

type WithIt = Extract<Op, { op: "withIt" }>;

const LASTING = new Set<Op["op"]>(["dp", "gainKeyword", "gainEffect", "restrict"]);

function referent(sc: OpScope): Permanent | undefined {
  const chosen = sc.chosen?.filter((p) => findPermanent(sc.s, p.pid) === p) ?? [];
  if (sc.chosen && sc.chosen.length > 0) return chosen.length === 1 ? chosen[0] : undefined;
  const pid = sc.source?.subjectPid;
  if (pid !== undefined) return findPermanent(sc.s, pid);
  return sc.self;
}

export function runWithIt(sc: OpScope, op: WithIt): string[] {
  const it = referent(sc);
  if (!it) return ["the Digimon it refers to is no longer in the battle area, so that part does nothing"];
  // Making it the attack target does not affect it (11-2-7-5); anything else done to it does.
  const retargets = op.then.every((o) => o.op === "becomeAttackTarget" || o.op === "switchTarget");
  // Lasting changes are kept and count once it can be affected (15-15-5-2).
  const lasting = op.then.every((o) => LASTING.has(o.op));
  if (!retargets && affectable(sc, [it], lasting).length === 0) return [];
  const on: OpScope = { ...sc, self: it, origin: effectOrigin(sc) };
  return op.then.flatMap((o) => on.run(o));
}
