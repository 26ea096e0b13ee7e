/** Deleting by effects: chosen Digimon, this Digimon, Digimon whose DP adds up to a total. */
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { chooseTargets, optionId } from "./primitives.ts";
import { deletePermanents, deletionWords } from "./leave-field.ts";
import type { Permanent } from "../state/state.ts";
import { permName, allPermanents, ownerOf, sideMatches, top } from "../state/state.ts";
import { withDeletionMax, totalWithDeletionMax } from "./effect-numbers.ts";
import { dpOf, permanentMatches } from "../derive/index.ts";

export function runDelete(sc: OpScope, op: Extract<Op, { op: "delete" }>): string[] {
  const { s, ctx, me } = sc;
  const raised = withDeletionMax(sc, op.target);
  const note = raised.note ? [raised.note] : [];
  const targets = chooseTargets(sc, raised.target, "delete");
  if (op.and) {
    // Both are chosen first, then deleted together as one event.
    const second = chooseTargets(sc, withDeletionMax(sc, op.and).target, "delete");
    targets.push(...second.filter((p) => !targets.includes(p)));
    sc.chosen = targets;
  }
  if (targets.length === 0) return [...note, "no Digimon meets the condition to be deleted"];
  const names = new Map(targets.map((p) => [p, permName(p)]));
  const tops = new Map(targets.map((p) => [p, top(p)]));
  const gone = deletePermanents(s, ctx, targets, false, { effectOf: me });
  if (gone.length > 0) sc.moved = gone.map((p) => tops.get(p)!);
  if (sc.paying && gone.length < targets.length)
    sc.shortfall = "not every Digimon the cost deletes was deleted";
  return [...note, ...deletionWords(names, gone)];
}

export function runDeleteThis(sc: OpScope, op: Extract<Op, { op: "deleteThis" }>): string[] {
  const { s, ctx, me } = sc;
  if (!sc.self) return ["this Digimon is no longer on the field, so nothing is deleted"];
  const name = permName(sc.self);
  if (op.filter && !permanentMatches(s, sc.self, op.filter, sc.self, sc.me))
    return [`${name} is not as the text asks, so nothing is deleted`];
  const gone = deletePermanents(s, ctx, [sc.self], false, { effectOf: me });
  if (sc.paying && gone.length === 0) sc.shortfall = `${name} was not deleted`;
  return [
    gone.length ? `${name} is deleted` : `${name} would be deleted, but an immediate-type effect prevents it`,
  ];
}

type UpToTotal = Extract<Op, { op: "deleteUpToTotalDp" }>;

/** Picks Digimon one at a time while their DP still fits in what is left, then deletes them at once. */
export function runDeleteUpToTotal(sc: OpScope, op: UpToTotal): string[] {
  const { s, me } = sc;
  const picked: Permanent[] = [];
  // Effects that raise a deletion's DP maximum (15-15-4-1) don't touch a total of play costs or levels.
  const byCost = op.by === "playCost";
  // A total that is this Digimon's DP is not a maximum shown in the text, so nothing raises it (15-15-4-3).
  const raised = op.ofSelf
    ? { maxTotal: sc.self ? (dpOf(s, sc.self) ?? 0) : 0, note: undefined }
    : op.by
      ? { maxTotal: op.maxTotal, note: undefined }
      : totalWithDeletionMax(sc, op.maxTotal);
  // A Digimon without a level adds nothing to a total of levels, so it can't be chosen (official Q&A).
  const measure = (p: Permanent) =>
    byCost
      ? (top(p).def.playCost ?? 0)
      : op.by === "level"
        ? (top(p).def.level ?? Infinity)
        : (dpOf(s, p) ?? Infinity);
  const unit = byCost ? "play cost" : op.by === "level" ? "levels" : "DP";
  let left = raised.maxTotal;
  for (;;) {
    const fits = allPermanents(s).filter(
      (p) =>
        !picked.includes(p) &&
        sideMatches(s, me, op.target.side, ownerOf(p)) &&
        permanentMatches(s, p, op.target.filter, sc.self, sc.me) &&
        measure(p) <= left,
    );
    if (fits.length === 0) break;
    // "Choose any number ... whose total adds up to N or less": at least 1 when one fits (official Q&A).
    const first = picked.length === 0;
    const ids = sc.ctx.choose({
      kind: "target",
      player: me,
      prompt: `Player ${me}: choose a Digimon to delete (${left} ${unit} left of ${raised.maxTotal})${first ? "" : ", or none"}`,
      options: fits.map((p) => ({ id: String(p.pid), label: permName(p), card: optionId(p) })),
      min: first ? 1 : 0,
      max: 1,
      forCard: sc.forCard,
    });
    const next = fits.find((p) => ids.includes(String(p.pid)));
    if (!next) break;
    picked.push(next);
    left -= op.by ? measure(next) : (dpOf(s, next) ?? 0);
  }
  const note = raised.note ? [raised.note] : [];
  if (picked.length === 0) return [...note, "no Digimon is chosen"];
  const names = new Map(picked.map((p) => [p, permName(p)]));
  return [...note, ...deletionWords(names, deletePermanents(s, sc.ctx, picked, false))];
}

/** "suspend 2 Digimon (maxDp 5000)": enough to tell the options apart. */
