/** Cards to and from the hand: drawing, returning from the trash, trashing from the hand. */
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { cardName, opponentOf } from "../state/state.ts";
import { chooseCards, show, take, toTrash, removeCards } from "./primitives.ts";
import { emitHandAdded } from "./hand-added.ts";
import { thisCardToHand } from "./this-card.ts";
import { blindPick } from "./blind-pick.ts";
import { matchesFilter } from "../derive/index.ts";
import { recordEvent } from "../state/events.ts";
import { cardCount } from "./card-count.ts";
import { WITHHOLD_NOTE, mayWithhold, restricts, withheldLine } from "./private-pick.ts";
import { withDigivolvingColor } from "./digivolving-color.ts";

export function runDraw(sc: OpScope, op: Extract<Op, { op: "draw" }>): string[] {
  const { s, me } = sc;
  const mine = s.players[me]!;
  if (op.who === "both") return s.order.flatMap((id) => ({ ...sc, me: id }).run({ op: "draw", n: op.n }));
  const drawn = mine.deck.splice(0, op.n);
  mine.hand.push(...drawn.map((c) => ((c.epoch += 1), c)));
  emitHandAdded(sc, me, drawn.length);
  if (drawn.length === 0) return [`player ${me} has no card left to draw`];
  return [`player ${me} draws ${drawn.length === 1 ? "1 card" : `${drawn.length} cards`}`];
}

export function runDrawToHand(sc: OpScope, op: Extract<Op, { op: "drawToHand" }>): string[] {
  const n = op.hand - sc.s.players[sc.me]!.hand.length;
  if (n <= 0) return [`player ${sc.me} already has ${op.hand} or more cards in their hand, so draws none`];
  return sc.run({ op: "draw", n });
}

export function runReturnToHand(sc: OpScope, op: Extract<Op, { op: "returnToHand" }>): string[] {
  const { s, ctx, me } = sc;
  const mine = s.players[me]!;
  const candidates = mine.trash.filter((c) => matchesFilter(s, c, op.filter));
  if (candidates.length === 0) return [`player ${me} has no card in the trash that can be returned`];
  const picked = ctx.choose({
    kind: "target",
    player: me,
    prompt: `Player ${me}: choose a card to return from your trash to your hand`,
    options: candidates.map((c) => ({ id: String(c.uid), label: cardName(c), card: c.code })),
    min: 1,
    max: 1,
    forCard: sc.forCard,
  });
  const card = candidates.find((c) => picked.includes(String(c.uid))) ?? candidates[0]!;
  take(mine.trash, card);
  card.epoch += 1;
  mine.hand.push(card);
  emitHandAdded(sc, me, 1, [card]);
  return [`${cardName(card)} returns from the trash to player ${me}'s hand`];
}

export function runTrashHand(sc: OpScope, op: Extract<Op, { op: "trashHand" }>): string[] {
  const { s, ctx, me } = sc;
  const who = op.who === "opponent" ? opponentOf(s, me) : me;
  const hand = s.players[who]!.hand;
  const filter = op.filter && withDigivolvingColor(sc, op.filter);
  const fits = filter ? hand.filter((c) => matchesFilter(s, c, filter)) : hand;
  // "Trash 1 [X] card in your hand" as an effect: the hand is private, so it may come up short (private-pick.ts).
  const hidden = !op.blind && mayWithhold(sc, restricts(op.filter));
  const cards = op.blind
    ? blindPick(
        sc,
        fits,
        op.n,
        `Player ${me}: choose ${cardCount(op.n, "face-down card")} in player ${who}'s hand to trash`,
      )
    : chooseCards(
        sc,
        who,
        fits,
        op.n,
        hidden ? 0 : op.n,
        `Player ${who}: choose ${cardCount(op.n)} to trash${hidden ? WITHHOLD_NOTE : ""}`,
      );
  const withheld =
    hidden && cards.length < Math.min(op.n, fits.length) ? [withheldLine(who, "trash", cards.length)] : [];
  removeCards(hand, cards);
  toTrash(s, cards);
  if (cards.length > 0) sc.moved = cards;
  if (cards.length > 0) recordEvent(ctx, { kind: "handTrashed", player: who, byEffect: me, cards });
  if (cards.length === 0 && withheld.length > 0) return withheld;
  return [
    ...withheld,
    cards.length
      ? `player ${who} trashes ${cards.map(show).join(", ")} from the hand`
      : `player ${who} has no card in the hand to trash`,
  ];
}

export function runAddSelfToHand(sc: OpScope, _op: Extract<Op, { op: "addSelfToHand" }>): string[] {
  return thisCardToHand(sc, "is added");
}
