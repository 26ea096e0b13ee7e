/**
 * Effects that keep a Digimon or Tamer from unsuspending: "can't unsuspend until their turn
 * ends" holds against effects too; "doesn't unsuspend during their next unsuspend phase" only
 * concerns that phase (turn/turn-procedure.ts consults it there).
 */
import type { Op, Restriction } from "../model/index.ts";
import { affectable, chooseTargets } from "./primitives.ts";
import { type OpScope } from "./scope.ts";
import { type Permanent, endsOf, findPermanent, permName } from "../state/state.ts";

type NoUnsuspend = Extract<Op, { op: "noUnsuspend" }>;

function targets(sc: OpScope, target: NoUnsuspend["target"], verb: string): Permanent[] {
  if (target === "this") return sc.self ? [sc.self] : [];
  if (target === "them")
    return affectable(
      sc,
      (sc.chosen ?? []).filter((p) => findPermanent(sc.s, p.pid) === p),
    );
  return chooseTargets(sc, target, verb);
}

/** The effect that keeps it from doing this, or undefined. */
export function restricted(p: Permanent, what: Restriction): string | undefined {
  const r = p.cant?.find((x) => x.what === what || (what === "attackPlayers" && x.what === "attack"));
  return r?.source;
}

/** Why it can't unsuspend now, or undefined. */
export function cannotUnsuspend(p: Permanent): string | undefined {
  const r = p.noUnsuspend?.find((x) => x.until === "untilOpponentTurnEnds");
  return r ? `${permName(p)} can't unsuspend (an effect of [${r.source}] prevents it)` : undefined;
}

export function runNoUnsuspend(sc: OpScope, op: NoUnsuspend): string[] {
  const perms = targets(sc, op.target, "keep from unsuspending");
  if (perms.length === 0) return ["there is no Digimon for it to apply to"];
  const when =
    op.until === "untilOpponentTurnEnds"
      ? "can't unsuspend until the end of the opponent's turn"
      : "doesn't unsuspend during its owner's next unsuspend phase";
  return perms.map((p) => {
    const ends = op.until === "untilOpponentTurnEnds" ? { ends: endsOf(sc.s, sc.me, op.until) } : {};
    (p.noUnsuspend ??= []).push({ until: op.until, source: sc.forCard, ...ends });
    return `${permName(p)} ${when}`;
  });
}
