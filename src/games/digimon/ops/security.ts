/**
 * The faces of the security stack: cards placed face up there are public (3-7-4), a card can be
 * flipped face up or face down, and "this card" (the Option being used, the card being checked)
 * can go to the security stack instead of the trash (3-1-3-5: face down unless the text says so).
 * Also: adding its top cards to the hand, trashing them, and recovery from the deck.
 */
import type { SecurityOp, Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { askYesNo } from "../../../engine/chooser.ts";
import { type CardInst, cardName, isFaceUp, locate, opponentOf } from "../state/state.ts";
import { recordEvent } from "../state/events.ts";
import { emitHandAdded } from "./hand-added.ts";
import { show, toTrash } from "./primitives.ts";
import { runSearchSecurity, runShuffleSecurity, unknownOrder } from "./security-search.ts";
import { takeAnySecurity } from "./security-any.ts";
import { cardCount } from "./card-count.ts";

export function runSecurityOp(sc: OpScope, op: SecurityOp): string[] {
  switch (op.op) {
    case "placeSelfInSecurity":
      return placeSelfInSecurity(sc, op.at, op.faceUp);
    case "flipSecurity":
      return flip(sc, op.side, op.to);
    case "searchSecurity":
      return runSearchSecurity(sc, op);
    case "shuffleSecurity":
      return runShuffleSecurity(sc, op);
  }
}

/** "This card": the Option being used or the card being checked (in no area), or a deleted card still in the trash. */
function thisCard(sc: OpScope): CardInst | null {
  const used = sc.usedCard;
  if (used) return locate(sc.s, used.uid) ? null : used;
  const src = sc.source;
  if (!src || src.where !== "trash") return null;
  const card = src.inherited ? src.abilityCard : src.host;
  const at = locate(sc.s, card.uid);
  if (at?.area !== "trash" || (!src.inherited && card.epoch !== src.hostEpoch)) return null;
  const trash = sc.s.players[card.owner]!.trash;
  trash.splice(trash.indexOf(card), 1);
  return card;
}

function placeSelfInSecurity(sc: OpScope, at: "top" | "bottom", faceUp: boolean): string[] {
  const card = thisCard(sc);
  if (!card) return ["this card is not where it can be placed from, so it is not placed"];
  card.epoch += 1;
  if (faceUp) card.faceUpAt = card.epoch;
  const stack = sc.s.players[card.owner]!.security;
  if (at === "top") stack.unshift(card);
  else stack.push(card);
  recordEvent(sc.ctx, { kind: "securityAdded", player: card.owner, ...(faceUp ? { faceUp: [card] } : {}) });
  const face = faceUp ? "face up, so it is public information there (3-7-4)" : "face down (3-1-3-5)";
  return [`${cardName(card)} is placed as player ${card.owner}'s ${at} security card, ${face}`];
}

/** The topmost card of the other face turns over; it stays where it is (no card leaves or joins). */
function flip(sc: OpScope, side: "you" | "opponent", to: "up" | "down"): string[] {
  const who = side === "you" ? sc.me : opponentOf(sc.s, sc.me);
  const stack = sc.s.players[who]!.security;
  const card = stack.find((c) => isFaceUp(c) !== (to === "up"));
  const from = to === "up" ? "face-down" : "face-up";
  if (!card) return [`player ${who} has no ${from} security card to flip`];
  if (to === "up") card.faceUpAt = card.epoch;
  else delete card.faceUpAt;
  const place = stack.indexOf(card) === 0 ? "top" : `number ${stack.indexOf(card) + 1} from the top`;
  return [
    `player ${who}'s ${from} security card (${place}) is flipped face ${to}${to === "up" ? `: ${cardName(card)}, now public information (3-7-4)` : ""}`,
  ];
}

/** Whether a cost can be paid: a card of the other face must be there to flip. */
export function canFlip(sc: OpScope, op: SecurityOp): string | null {
  if (op.op !== "flipSecurity") return null;
  const who = op.side === "you" ? sc.me : opponentOf(sc.s, sc.me);
  const has = sc.s.players[who]!.security.some((c) => isFaceUp(c) !== (op.to === "up"));
  return has
    ? null
    : `player ${who} has no ${op.to === "up" ? "face-down" : "face-up"} security card to flip`;
}

export function runSecurityToHand(sc: OpScope, op: Extract<Op, { op: "securityToHand" }>): string[] {
  const { s, ctx, me } = sc;
  const who = op.who === "opponent" ? opponentOf(s, me) : me;
  const cards = s.players[who]!.security.splice(0, op.n);
  if (cards.length === 0) return [`player ${who} has no security card to add to the hand`];
  const order = unknownOrder(s, who, cards);
  for (const c of cards) c.epoch += 1;
  s.players[who]!.hand.push(...cards);
  emitHandAdded(sc, who, cards.length);
  recordEvent(ctx, { kind: "securityRemoved", player: who, byEffect: me });
  return [
    `the top card of player ${who}'s security stack (${cards.map(show).join(", ")}) is added to the hand${order}`,
  ];
}

/** Whose security stack "1 player with the most security cards" is: on a tie, the player picks. */
function mostSecurity(sc: OpScope): string {
  const { s, me } = sc;
  const other = opponentOf(s, me);
  const mine = s.players[me]!.security.length;
  const theirs = s.players[other]!.security.length;
  if (mine !== theirs) return mine > theirs ? me : other;
  const own = askYesNo(
    sc.ctx,
    me,
    `Player ${me}: both players have ${mine} security cards; trash from your own (no: your opponent's)?`,
    sc.forCard,
  );
  return own ? me : other;
}

export function runTrashSecurity(sc: OpScope, op: Extract<Op, { op: "trashSecurity" }>): string[] {
  const { s, ctx, me } = sc;
  const who = op.side === "most" ? mostSecurity(sc) : op.side === "you" ? me : opponentOf(s, me);
  const stack = s.players[who]!.security;
  const cards =
    op.from === "any"
      ? takeAnySecurity(sc, stack, op.n, who === me ? "your" : `player ${who}'s`)
      : op.from === "top"
        ? stack.splice(0, op.all ? stack.length : op.n)
        : stack.splice(Math.max(0, stack.length - op.n));
  if (cards.length === 0) return [`player ${who} has no security card to trash`];
  const order = unknownOrder(s, who, cards);
  toTrash(s, cards);
  recordEvent(ctx, { kind: "securityRemoved", player: who, trashed: cards, byEffect: me });
  const which = op.from === "any" ? "chosen" : op.from;
  return [`the ${which} security card of player ${who} (${cards.map(show).join(", ")}) is trashed${order}`];
}

/** "... so that it has 1 card left": each stack named loses its top cards until it has that many; a smaller one keeps all. */
export function runTrashSecurityDownTo(
  sc: OpScope,
  op: Extract<Op, { op: "trashSecurityDownTo" }>,
): string[] {
  const { s, ctx, me } = sc;
  const who = op.side === "both" ? [me, opponentOf(s, me)] : op.side === "you" ? [me] : [opponentOf(s, me)];
  return who.map((p) => {
    const stack = s.players[p]!.security;
    const most = Math.max(0, stack.length - op.leave);
    const cards = stack.splice(0, op.upTo ? chosenCount(sc, most, op.leave) : most);
    if (cards.length === 0)
      return `player ${p} has ${stack.length} security card${stack.length === 1 ? "" : "s"}, no more than ${op.leave}, so none is trashed`;
    const order = unknownOrder(s, p, cards);
    toTrash(s, cards);
    recordEvent(ctx, { kind: "securityRemoved", player: p, trashed: cards, byEffect: me });
    return `the top ${cards.length} security card${cards.length === 1 ? "" : "s"} of player ${p} (${cards.map(show).join(", ")}) are trashed, leaving ${op.leave}${order}`;
  });
}

/** "up to having 3 left": the player says yes card by card, from the top. */
function chosenCount(sc: OpScope, most: number, leave: number): number {
  let n = 0;
  while (
    n < most &&
    askYesNo(
      sc.ctx,
      sc.me,
      `Player ${sc.me}: trash ${n === 0 ? "the top" : "another"} security card (down to ${leave} left)?`,
      sc.forCard,
    )
  )
    n++;
  return n;
}

export function runRecovery(sc: OpScope, op: Extract<Op, { op: "recovery" }>): string[] {
  const { s, ctx, me } = sc;
  const mine = s.players[me]!;
  // "until there are N cards in your security stack": <Recovery +n> repeated while there are fewer.
  const times =
    op.untilCount === undefined ? 1 : Math.ceil(Math.max(0, op.untilCount - mine.security.length) / op.n);
  const room =
    op.maxSecurity === undefined ? op.n * times : Math.max(0, op.maxSecurity - mine.security.length);
  const cards = mine.deck.splice(0, Math.min(op.n * times, room));
  for (const c of cards) c.epoch += 1;
  mine.security.unshift(...cards.reverse());
  if (cards.length > 0) recordEvent(ctx, { kind: "securityAdded", player: me });
  const capped =
    cards.length < op.n && op.maxSecurity !== undefined && mine.security.length >= op.maxSecurity
      ? ` (this effect can't make the security stack more than ${op.maxSecurity} cards)`
      : "";
  return [
    `player ${me} places ${cardCount(cards.length)} from the top of the deck on top of the security stack${capped}`,
  ];
}
