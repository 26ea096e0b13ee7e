/** How effects branch and repeat: "if", "instead" (18-2), "for each", "you may", counts. */
import type { Op } from "../model/index.ts";
import { type OpScope, withFlags } from "./scope.ts";
import { askYesNo } from "../../../engine/chooser.ts";
import { canPay } from "./can-pay.ts";
import { dnaByThisEffect } from "./dna-result.ts";
import { payCost, payThen } from "./pay-cost.ts";
import { condHolds, count, describeCond } from "../derive/index.ts";
import { describeOps } from "./describe.ts";
import { triggerSubject, triggerSubjects } from "./referent.ts";
import { repeatsWhenScaled, scaleOp } from "../model/index.ts";

export function runOverwrite(sc: OpScope, op: Extract<Op, { op: "overwrite" }>): string[] {
  const { s, ctx, me } = sc;
  const how = { fromTrash: sc.source?.fromTrash === true, playedBy: sc.source?.playedBy };
  const holds = condHolds(s, me, sc.self ?? sc.lastKnown, op.cond, undefined, undefined, undefined, how);
  if ((op.dna && !sc.source?.dna) || !holds) return op.normal.flatMap((o) => sc.run(o));
  // "By X, B instead": a cost that cannot be paid leaves only the normal processing (15-7).
  const cannot = op.cost ? canPay(sc, op.cost) : null;
  if (cannot) return [`${cannot}, so the normal processing happens`, ...op.normal.flatMap((o) => sc.run(o))];
  let overwrite = true;
  if (op.optional) {
    const pay = op.cost ? `pay (${describeOps(op.cost)}) and ` : "";
    overwrite = askYesNo(
      ctx,
      me,
      `Player ${me}: ${pay}do the "instead" processing (${describeOps(op.instead)}) in place of ${describeOps(op.normal)}?`,
      sc.forCard,
    );
  }
  if (!overwrite) return op.normal.flatMap((o) => sc.run(o));
  const rule = op.optional ? "18-2-2" : "18-2-3";
  return [`the processing is overwritten (${rule})`, ...payThen(sc, op.cost, op.instead)];
}

export function runPerTriggerCount(sc: OpScope, op: Extract<Op, { op: "perTriggerCount" }>): string[] {
  const times = sc.source?.count ?? 1;
  const out: string[] = [];
  for (let i = 0; i < times; i++) out.push(...op.then.flatMap((o) => sc.run(o)));
  return out;
}

export function runScaled(sc: OpScope, op: Extract<Op, { op: "scaled" }>): string[] {
  const { s, me } = sc;
  // "for each of that Digimon's digivolution cards": the cards under the Digimon chosen first.
  const { ofChosen, ...by } = op.by;
  const k = ofChosen ? (sc.chosen?.[0] ? count(s, me, by, sc.chosen[0]) : 0) : count(s, me, op.by, sc.self);
  if (k === 0) return ["the count is 0, so that part does nothing"];
  const ops = op.then.flatMap((o) => (repeatsWhenScaled(o) ? Array<Op>(k).fill(o) : [scaleOp(o, k) ?? o]));
  return [`it counts ${k}`, ...ops.flatMap((o) => sc.run(o))];
}

/** "Activate the effect below N times": each time is its own activation, with its own choices. */
export function runRepeat(sc: OpScope, op: Extract<Op, { op: "repeat" }>): string[] {
  const k = typeof op.times === "number" ? op.times : count(sc.s, sc.me, op.times, sc.self);
  if (k === 0) return ["the count is 0, so the effect is not activated"];
  const out = [`the effect is activated ${k} time${k === 1 ? "" : "s"}`];
  for (let i = 0; i < k; i++) out.push(...op.then.flatMap((o) => sc.run(o)));
  return out;
}

export function runMay(sc: OpScope, op: Extract<Op, { op: "may" }>): string[] {
  const { ctx, me } = sc;
  if (op.cost) {
    const cannot = canPay(sc, op.cost);
    if (cannot) return [`${cannot}, so that part does nothing`];
  }
  const prompt = `Player ${me}: with [${sc.forCard}]'s effect, ${op.cost ? `pay (${describeOps(op.cost)}) to ` : ""}${describeOps(op.then)}?`;
  if (sc.forced)
    return [
      "a mandatory effect activated this one, so its optional part is done (15-15-7-4)",
      ...payThen(sc, op.cost?.map(asCost), op.then),
    ];
  if (!askYesNo(ctx, me, prompt, sc.forCard)) return [`player ${me} chooses not to`];
  return withFlags(sc, { optional: true, forced: undefined }, () =>
    payThen(sc, op.cost?.map(asCost), op.then),
  );
}

/** A play paid as a cost can't be declined once the player pays (15-7). */
function asCost(op: Op): Op {
  return op.op === "playFrom" ? { ...op, asCost: true } : op;
}

export function runIfDna(sc: OpScope, op: Extract<Op, { op: "ifDna" }>): string[] {
  if (op.byThisEffect) {
    if (!dnaByThisEffect(sc)) return ["this effect did not DNA digivolve, so the rest does nothing"];
    return op.then.flatMap((o) => sc.run(o));
  }
  if (!sc.source?.dna) return ["it was not a DNA digivolution, so the rest does nothing"];
  return op.then.flatMap((o) => sc.run(o));
}

/** Whether an "if" holds now, for the effect this scope runs. */
export function ifHolds(sc: OpScope, op: Extract<Op, { op: "if" }>): boolean {
  const { s, me } = sc;
  const deleted = sc.source?.where === "trash" ? sc.source.host : undefined;
  const how = {
    fromTrash: sc.source?.fromTrash === true,
    moved: sc.moved,
    playedBy: sc.source?.playedBy,
    thisCard: sc.usedCard,
  };
  return condHolds(
    s,
    me,
    sc.self ?? sc.lastKnown,
    op.cond,
    triggerSubject(sc),
    triggerSubjects(sc),
    deleted,
    how,
  );
}

export function runIf(sc: OpScope, op: Extract<Op, { op: "if" }>): string[] {
  if (!ifHolds(sc, op)) return [`the condition (${describeCond(op.cond)}) is not met`];
  return op.then.flatMap((o) => sc.run(o));
}

type Choose = Extract<Op, { op: "choose" }>;

function describeOption(ops: Op[]): string {
  return ops
    .map((o) => {
      if (!("target" in o) || typeof o.target !== "object") return describeOps([o]);
      const f = Object.entries(o.target.filter)
        .filter(([k]) => k !== "category")
        .map(([k, v]) => `${k} ${JSON.stringify(v)}`);
      return `${o.op} ${o.target.count} Digimon${f.length ? ` (${f.join(", ")})` : ""}`;
    })
    .join(", then ");
}

/** "A, or B": the player picks which one the effect does (asked as "B rather than A?"). */
export function runChoose(sc: OpScope, op: Choose): string[] {
  // A cost offers only what can be paid (15-7).
  const options = op.cost ? op.options.filter((o) => canPay(sc, o) === null) : op.options;
  if (options.length === 0) return ["neither cost can be paid"];
  const [first, ...others] = options;
  let chosen = first ?? [];
  for (const other of others) {
    const prompt = `Player ${sc.me}: with [${sc.forCard}]'s effect, ${describeOption(other)} rather than ${describeOption(chosen)}?`;
    if (askYesNo(sc.ctx, sc.me, prompt, sc.forCard)) chosen = other;
  }
  const done = op.cost ? payCost(sc, chosen) : chosen.flatMap((o) => sc.run(o));
  return [`player ${sc.me} chooses to ${describeOption(chosen)}`, ...done];
}
