/**
 * The Digimon an effect's words point back to, in one place:
 * - the trigger's **subject**: the Digimon the trigger was about ("When one of your Digimon
 *   attacks, that Digimon gets +1000 DP"), remembered with the pending effect; a filter's
 *   `subject` and the `onReferent` op with `referent: "subject"` both read it here;
 * - **it**: the Digimon a pronoun stands for ("unsuspend it", "it may attack"): the one this
 *   effect chose last, or else the trigger's subject, or else the Digimon the effect belongs to
 *   ("When this Digimon becomes suspended, you may unsuspend it").
 * `onReferent` runs its inner ops, written for "this Digimon", on that Digimon.
 */
import type { Op } from "../model/index.ts";
import { type OpScope } from "./scope.ts";
import { affectable, effectOrigin } from "./primitives.ts";
import { dnaMade } from "./dna-result.ts";
import { type Permanent, findPermanent } from "../state/state.ts";

type OnReferent = Extract<Op, { op: "onReferent" }>;

const LASTING = new Set<Op["op"]>(["dp", "gainKeyword", "gainEffect", "restrict", "treatAsDigimon"]);

/** The Digimon the trigger was about, while it is on the field. */
export function triggerSubject(sc: OpScope): Permanent | undefined {
  const pid = sc.source?.subjectPid;
  return pid === undefined ? undefined : findPermanent(sc.s, pid);
}

/** Every Digimon the trigger was about (several when one event covered many) still on the field. */
export function triggerSubjects(sc: OpScope): Permanent[] {
  const one = sc.source?.subjectPid;
  const pids = sc.source?.subjectPids ?? (one === undefined ? [] : [one]);
  return pids.map((pid) => findPermanent(sc.s, pid)).filter((p): p is Permanent => p !== undefined);
}

/** What "it" stands for: the one Digimon chosen last, else the trigger's subject, else this Digimon. */
function pronounReferent(sc: OpScope): Permanent | undefined {
  const chosen = sc.chosen?.filter((p) => findPermanent(sc.s, p.pid) === p) ?? [];
  if (sc.chosen && sc.chosen.length > 0) return chosen.length === 1 ? chosen[0] : undefined;
  if (sc.source?.subjectPid !== undefined) return triggerSubject(sc);
  return sc.self;
}

/** The Digimon the effect's last choice picked that are still in the battle area. */
function chosenStill(sc: OpScope): Permanent[] {
  return sc.chosen?.filter((p) => findPermanent(sc.s, p.pid) === p) ?? [];
}

const GONE: Record<OnReferent["referent"], string> = {
  it: "the Digimon it refers to is no longer in the battle area, so that part does nothing",
  subject: "that Digimon is no longer in the battle area, so nothing happens to it",
  subjects: "none of those Digimon is still in the battle area, so nothing happens to them",
  played: "no Digimon this effect played is in the battle area, so that part does nothing",
  dnaResult:
    "this effect DNA digivolved no Digimon that is still in the battle area, so that part does nothing",
  digivolved: "this effect digivolved no Digimon that is still in the battle area, so that part does nothing",
};

export function runOnReferent(sc: OpScope, op: OnReferent): string[] {
  // "3 of ... get -5000 DP and gain ...": the later changes go to each Digimon the first one chose.
  if (op.chosenOnly && op.referent === "it") {
    const all = chosenStill(sc);
    if (all.length === 0) return [GONE.it];
    return all.flatMap((on) => onOne(sc, op, on));
  }
  if (op.referent === "subjects") {
    const all = triggerSubjects(sc);
    if (all.length === 0) return [GONE.subjects];
    return all.flatMap((on) => onOne(sc, op, on));
  }
  if (op.referent === "played") {
    const played = (sc.played ?? []).filter((p) => findPermanent(sc.s, p.pid) === p);
    if (played.length === 0) return [GONE.played];
    return played.flatMap((on) => onOne(sc, op, on));
  }
  if (op.referent === "digivolved") {
    const made = (sc.digivolved ?? []).filter((p) => findPermanent(sc.s, p.pid) === p);
    if (made.length === 0) return [GONE.digivolved];
    return made.flatMap((on) => onOne(sc, op, on));
  }
  if (op.referent === "dnaResult") {
    const made = dnaMade(sc);
    if (!made || findPermanent(sc.s, made.pid) !== made) return [GONE.dnaResult];
    return onOne(sc, op, made);
  }
  const on = op.referent === "subject" ? triggerSubject(sc) : pronounReferent(sc);
  if (!on) return [GONE[op.referent]];
  return onOne(sc, op, on);
}

function onOne(sc: OpScope, op: OnReferent, on: Permanent): string[] {
  // Making it the attack target does not affect it (11-2-7-5); anything else done to it does.
  const retargets = op.then.every((o) => o.op === "becomeAttackTarget" || o.op === "switchTarget");
  // Lasting changes are kept and count once it can be affected (15-15-5-2).
  const lasting = op.then.every((o) => LASTING.has(o.op));
  if (!retargets && affectable(sc, [on], lasting).length === 0) return [];
  const scope: OpScope = { ...sc, self: on, origin: effectOrigin(sc) };
  return op.then.flatMap((o) => scope.run(o));
}
