/**
 * "Place the top card of this Digimon face up at the bottom of your security stack": only the top
 * card moves; the card under it becomes the top card and carries over the stack's state (4-7-6),
 * so the Digimon stays in the battle area. A Digimon of one card moves whole, as leaving the
 * battle area (ops/card-moves.ts toSecurity).
 */
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { findPermanent, ownerOf, permName } from "../state/state.ts";
import { recordEvent } from "../state/events.ts";
import { show } from "./primitives.ts";
import { toSecurity } from "./card-moves.ts";

export function runTopToSecurity(sc: OpScope, op: Extract<Op, { op: "topToSecurity" }>): string[] {
  const self = sc.self;
  if (!self || findPermanent(sc.s, self.pid) !== self)
    return ["this Digimon is no longer in the battle area"];
  if (self.stack.length < 2 && op.stacked)
    return [`${permName(self)} has no stacked cards, so no card is placed (4-7-2)`];
  if (self.stack.length < 2)
    return toSecurity(sc, { op: "toSecurity", target: "this", at: op.at }, op.faceUp);
  const card = self.stack.shift()!;
  card.epoch += 1;
  if (op.faceUp) card.faceUpAt = card.epoch;
  const owner = sc.s.players[ownerOf(self)]!;
  if (op.at === "top") owner.security.unshift(card);
  else owner.security.push(card);
  recordEvent(sc.ctx, { kind: "securityAdded", player: owner.id, ...(op.faceUp ? { faceUp: [card] } : {}) });
  const face = op.faceUp ? "face up, public information there (3-7-4)" : "face down";
  return [
    `${show(card)} is placed from the top of the Digimon as player ${owner.id}'s ${op.at} security card, ${face}; the Digimon stays in the battle area with ${permName(self)} on top (4-7-6)`,
  ];
}
