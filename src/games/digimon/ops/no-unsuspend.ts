/**
 * Effects that keep a Digimon or Tamer from unsuspending: "can't unsuspend until their turn
 * ends" holds against effects too; "doesn't unsuspend during their next unsuspend phase" only
 * concerns that phase (turn/turn-procedure.ts consults it there).
 */
import type { Op, Restriction } from "../model/index.ts";
import { affectable, chooseTargets, effectOrigin } from "./primitives.ts";
import { isPlain, standsAlone } from "./restrict.ts";
import { type OpScope } from "./scope.ts";
import { type Permanent, endsOf, findPermanent, opponentOf, permName, turnNumber } from "../state/state.ts";

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

/**
 * "All of your opponent's Digimon [with 5000 DP or less] don't unsuspend ...": overall processing,
 * so it reaches Digimon placed later and, with a condition, whichever Digimon meet it when it
 * matters (15-11-2-2, 15-11-2-3; official Q&A): a restriction on the side, not marks on today's Digimon.
 */
function overall(sc: OpScope, op: NoUnsuspend): string[] | null {
  const t = op.target;
  if (typeof t !== "object" || t.count !== "all" || t.side === "any") return null;
  const plain = isPlain(t);
  if (!plain && !standsAlone(t.filter)) return null;
  const { s, me } = sc;
  const player = t.side === "you" ? me : opponentOf(s, me);
  const now = turnNumber(s);
  const theirs = player === s.turn;
  // Their next unsuspend phase is in their next turn; "until their turn ends": this one or the next.
  const ends = op.until === "nextUnsuspendPhase" ? now + (theirs ? 2 : 1) : now + (theirs ? 0 : 1);
  const cant = op.until === "nextUnsuspendPhase" ? "unsuspendInPhase" : "unsuspend";
  (s.restrictions ??= []).push({
    cant,
    player,
    ...(plain ? {} : { filter: t.filter }),
    source: `[${sc.forCard}]`,
    ends,
    origin: effectOrigin(sc),
  });
  const which = plain ? "Digimon" : "Digimon that meet the condition then";
  const when =
    op.until === "nextUnsuspendPhase"
      ? "don't unsuspend during their next unsuspend phase"
      : "can't unsuspend until the end of their turn";
  return [`player ${player}'s ${which} ${when}, including any placed later (15-11-2-2, 15-11-2-3)`];
}

export function runNoUnsuspend(sc: OpScope, op: NoUnsuspend): string[] {
  const side = overall(sc, op);
  if (side) return side;
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
