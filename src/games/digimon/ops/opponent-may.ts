/**
 * "Your opponent may ...": the opponent says whether, then makes the choices of the ops, which
 * were read from their side (compiler/readers/opponent-may.ts). It stays this card's effect.
 */
import type { OpponentMayOp } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { askYesNo } from "../../../engine/chooser.ts";
import { opponentOf } from "../state/state.ts";
import { effectOrigin } from "./primitives.ts";
import { digimonStateKey } from "../state/state-key.ts";

export function runOpponentMay(sc: OpScope, op: OpponentMayOp): string[] {
  const them = opponentOf(sc.s, sc.me);
  const otherwise = () => (op.otherwise ?? []).flatMap((o) => sc.run(o));
  if (
    !op.must &&
    !askYesNo(sc.ctx, them, `Player ${them}: do what ${sc.forCard}'s effect offers?`, sc.forCard)
  )
    return [`player ${them} declines`, ...otherwise()];
  // Still this card's effect for what immunities ask (15-15-5).
  const theirs: OpScope = { ...sc, me: them, origin: effectOrigin(sc) };
  const before = op.otherwise ? digimonStateKey(sc.s) : "";
  const done = [
    ...(op.must ? [`player ${them} does it`] : [`player ${them} accepts`]),
    ...op.then.flatMap((o) => theirs.run(o)),
  ];
  // "If they don't": accepting and then changing nothing (no card to trash) is not doing it.
  if (op.otherwise && digimonStateKey(sc.s) === before)
    return [...done, `player ${them} could not do it, so the "if they don't" part applies`, ...otherwise()];
  return done;
}
