/**
 * "Trash cards in the hand until N are left": each player named picks the cards to trash, the
 * turn player first when both choose at once (1-3-5).
 */
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { opponentOf } from "../state/state.ts";
import { chooseCards, removeCards, show, toTrash } from "./primitives.ts";
import { recordEvent } from "../state/events.ts";

export function runTrimHand(sc: OpScope, op: Extract<Op, { op: "trimHand" }>): string[] {
  const { s, ctx, me } = sc;
  const who =
    op.who === "both" ? [s.turn, opponentOf(s, s.turn)] : op.who === "opponent" ? [opponentOf(s, me)] : [me];
  return who.map((id) => {
    const hand = s.players[id]!.hand;
    const n = Math.max(0, hand.length - op.keep);
    if (n === 0) return `player ${id} has ${hand.length} card(s) in the hand, so trashes none`;
    const cards = chooseCards(sc, id, hand, n, n, `Player ${id}: choose ${n} card(s) to trash from the hand`);
    removeCards(hand, cards);
    toTrash(s, cards);
    recordEvent(ctx, { kind: "handTrashed", player: id, byEffect: me, cards });
    return `player ${id} trashes ${cards.map(show).join(", ")} from the hand, keeping ${hand.length}`;
  });
}
