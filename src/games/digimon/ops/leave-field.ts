/**
 * Digimon leaving the battle area: deleted (simultaneously, one moment) or moved by an effect.
 * Before they go, the interceptors registered in interceptors.ts may keep them (15-8-5).
 */
import type { EffectContext } from "../../../engine/types.ts";
import type { Ability } from "../model/index.ts";
import type { DigimonState, Permanent } from "../state/state.ts";
import { findPermanent, isFaceDown, ownerOf, permName } from "../state/state.ts";
import { lastKnown, recordEvent } from "../state/events.ts";
import {
  continuouslyGained,
  deletionProtected,
  dpOf,
  keywordsAtDeletion,
  protectedFrom,
} from "../derive/index.ts";
import {
  type DeletionCause,
  type LeaveCause,
  deletionInterceptors,
  leaveInterceptors,
  leavingHooks,
} from "./interceptors.ts";
import { removeFromField, toTrash } from "./primitives.ts";

/**
 * Digimon a deletion was about to take that an interrupt had already removed from the battle
 * area (another one's <Scapegoat> deleting it first): the deletion no longer happens to them.
 */
const leftFirst = new WeakSet<Permanent>();
/** Digimon an interrupt made into a new Digimon (a DNA digivolution, 8-2-2-1): the one about to leave is gone. */
const renewed = new WeakSet<Permanent>();

/** "X is deleted", and for a Digimon that an immediate-type effect kept or took first, what happened instead. */
export function deletionWords(before: Map<Permanent, string>, gone: Permanent[]): string[] {
  const deleted = [...before].filter(([p]) => gone.includes(p)).map(([, n]) => n);
  const out: string[] = [];
  if (deleted.length) out.push(`${deleted.join(", ")} ${deleted.length > 1 ? "are" : "is"} deleted`);
  for (const [p, n] of [...before].filter(([p]) => !gone.includes(p))) {
    const why = protectedFrom.get(p);
    out.push(
      why
        ? `${n} ${why}`
        : renewed.has(p)
          ? `${n} became a new Digimon through an immediate-type effect (see the interrupt), so this deletion does not happen to it (8-2-2-1)`
          : leftFirst.has(p)
            ? `${n} had already left the battle area through an immediate-type effect (see the interrupt), so this deletion does not happen to it`
            : `${n} would be deleted, but an immediate-type effect prevents it (see the interrupt)`,
    );
  }
  return out;
}

/** Whether an interrupt took it off the field before its own deletion (then it is not deleted twice). */
function tookFirst(s: DigimonState, p: Permanent): boolean {
  if (findPermanent(s, p.pid) === p) return false;
  leftFirst.add(p);
  return true;
}

export function deletePermanents(
  s: DigimonState,
  ctx: EffectContext,
  perms: Permanent[],
  zeroDp: boolean,
  cause: DeletionCause = {},
): Permanent[] {
  const kept = perms.filter(
    (p) =>
      !tookFirst(s, p) &&
      !deletionProtected(s, p, cause, zeroDp) &&
      !deletionInterceptors.some((intercept) => intercept(s, ctx, p, cause)),
  );
  const deleted = stillLeaving(s, ctx, kept, cause, true).filter((p) => !tookFirst(s, p));
  const keywords = new Map(deleted.map((p) => [p, keywordsAtDeletion(s, p)]));
  const lastKnowns = new Map(deleted.map((p) => [p, lastKnown(p)]));
  // What each had gained is asked before any leaves: the card giving it may leave with them.
  const gained = new Map(deleted.map((p) => [p, gainedOf(s, p)]));
  // Its DP on the field right before, all of them still there (15-8-3-9-4).
  const dps = new Map(deleted.map((p) => [p, dpOf(s, p)]));
  const moment = ctx.nextMoment();
  for (const p of deleted) {
    // A face-down card under it had no information on the field, so no [On Deletion] of its own (4-7-9).
    const faceUp = p.stack.filter((c) => !isFaceDown(c));
    removeFromField(s, p);
    toTrash(s, p.stack);
    const other = cause.battle?.get(p);
    const battle = other ? { battle: { opponentPid: other === "security" ? null : other.pid } } : {};
    const held = { keywords: keywords.get(p) ?? [] };
    recordEvent(ctx, {
      kind: "deleted",
      moment,
      pid: p.pid,
      owner: ownerOf(p),
      stack: faceUp,
      zeroDp,
      ...held,
      ...battle,
      ...(gained.get(p)?.length ? { gained: gained.get(p) } : {}),
      was: lastKnowns.get(p),
      ...(typeof dps.get(p) === "number" ? { dp: dps.get(p)! } : {}),
    });
  }
  return deleted;
}

export function trashPermanents(s: DigimonState, perms: Permanent[]): void {
  for (const p of perms) {
    removeFromField(s, p);
    toTrash(s, p.stack);
  }
}

/** What the trace says of a card that a "would leave" effect kept on the field. */
export function staysLine(p: Permanent): string {
  return `${permName(p)} stays on the field: an immediate-type effect prevented it from leaving (15-8-5)`;
}

/**
 * Digimon about to leave the battle area at one moment: asks the leave interceptors for each,
 * tells the leaving hooks which still leave, and returns those.
 */
export function stillLeaving(
  s: DigimonState,
  ctx: EffectContext,
  perms: Permanent[],
  cause: LeaveCause,
  deletion: boolean,
): Permanent[] {
  const moment = { s, ctx, leaving: perms, cause, deletion, used: new Set<string>() };
  const pids = new Map(perms.map((p) => [p, p.pid]));
  const kept = perms.filter((p) => leaveInterceptors.some((intercept) => intercept(moment, p)));
  // One an interrupt took away or made into a new Digimon (DNA digivolving it) no longer leaves.
  const gone = perms.filter((p) => findPermanent(s, pids.get(p)!) !== p);
  for (const p of gone) (findPermanent(s, p.pid) === p ? renewed : leftFirst).add(p);
  const leaving = perms.filter((p) => !kept.includes(p) && !gone.includes(p));
  for (const hook of leavingHooks) hook(moment, leaving);
  for (const p of leaving) recordEvent(ctx, { kind: "leftField", pid: p.pid, was: lastKnown(p) });
  return leaving;
}

/**
 * The effects it had gained when it left: its own, those all of its side's Digimon gained
 * (15-11-2-2), and those continuous effects gave it (15-15-2).
 */
function gainedOf(s: DigimonState, p: Permanent): Ability[] {
  const side = (s.lastingEffects ?? []).filter((l) => l.affects === ownerOf(p)).flatMap((l) => l.abilities);
  return [...(p.gained ?? []), ...side, ...continuouslyGained(s, p)];
}
