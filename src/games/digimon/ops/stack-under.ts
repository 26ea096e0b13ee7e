/**
 * Cards placed as a Digimon's bottom digivolution card by an effect (4-8-1): another of your
 * Digimon under this one ("By placing 1 of your other Digimon as this Digimon's bottom
 * digivolution card, ..."), whose own digivolution cards go to the trash (4-7-8; Q2166); and
 * "this card" (an Option being used) under one of your Digimon.
 */
import type { CardMoveOp } from "../model/index.ts";
import { chooseTargets } from "./primitives.ts";
import { type OpScope } from "./scope.ts";
import { placeAsBottomSource } from "./place-as-source.ts";
import { staysLine, stillLeaving } from "./leave-field.ts";
import { findThisCard } from "./this-card.ts";
import { count } from "../derive/index.ts";
import { recordEvent } from "../state/events.ts";
import { type Permanent, cardName, findPermanent, ownerOf, permName, top } from "../state/state.ts";
import { placedBy } from "./hand-added.ts";

type StackUnderOp = Extract<CardMoveOp, { op: "stackUnder" }>;
type PlaceSelfUnderOp = Extract<CardMoveOp, { op: "placeSelfUnder" }>;

/** Why the cost can't be paid now: no Digimon of this, or too few others to place. */
export function cannotStackUnder(sc: OpScope, op: StackUnderOp): string | null {
  if (op.onto)
    return count(sc.s, sc.me, op.onto, sc.self) === 0 ? "there is no Digimon to place it under" : null;
  if (!sc.self || findPermanent(sc.s, sc.self.pid) !== sc.self)
    return "this Digimon is no longer on the field";
  const need = op.target.count === "all" ? 0 : op.target.count;
  if (!op.target.upTo && count(sc.s, sc.me, op.target, sc.self) < need)
    return `player ${sc.me} has too few Digimon to place under ${permName(sc.self)}`;
  return null;
}

/** Why "placing this card under 1 of your Digimon" can't be paid now: no such Digimon. */
export function cannotPlaceSelfUnder(sc: OpScope, op: PlaceSelfUnderOp): string | null {
  if (op.fromField && (!sc.self || findPermanent(sc.s, sc.self.pid) !== sc.self))
    return "this card is no longer on the field";
  return count(sc.s, sc.me, op.onto, sc.self) === 0
    ? `player ${sc.me} has no Digimon to place this card under`
    : null;
}

export function runStackUnder(sc: OpScope, op: StackUnderOp): string[] {
  const host = op.onto
    ? (chooseTargets(sc, op.onto, "place a Digimon under")[0] ?? null)
    : sc.self && findPermanent(sc.s, sc.self.pid) === sc.self
      ? sc.self
      : null;
  if (!host)
    return [
      op.onto
        ? "there is no Digimon to place it under"
        : "this Digimon is no longer on the field, so nothing is placed under it",
    ];
  // The Digimon placed is gone from the field: "it" after the cost still means this one.
  const before = sc.chosen;
  const picked = chooseTargets(sc, op.target, `place under ${permName(host)}`).filter((p) => p !== host);
  sc.chosen = before;
  if (picked.length === 0) return [`player ${sc.me} has no Digimon to place under ${permName(host)}`];
  // Placed under another card, it leaves the battle area (immediate-type effects may keep it, 15-8-5).
  const leaving = stillLeaving(sc.s, sc.ctx, picked, { effectOf: sc.me }, false);
  const stay = picked.filter((p) => !leaving.includes(p)).map(staysLine);
  return stay.concat(
    leaving.map((p) => {
      const { line, card } = placeAsBottomSource(sc, p, host);
      sc.moved = [card];
      return line;
    }),
  );
}

export function runPlaceSelfUnder(sc: OpScope, op: PlaceSelfUnderOp): string[] {
  if (op.fromField) {
    const self = sc.self && findPermanent(sc.s, sc.self.pid) === sc.self ? sc.self : null;
    return self
      ? placeFieldSelfUnder(sc, op, self)
      : ["this card is no longer on the field, so it is not placed"];
  }
  const found = findThisCard(sc);
  if ("why" in found) return [`this card is not placed: ${found.why}`];
  const { card, zone, take } = found;
  if (zone === "battle" || zone === "breeding") return [`${cardName(card)} is on the field and stays there`];
  const candidates = chooseTargets(sc, op.onto, `place ${cardName(card)} under`).filter(
    (p) => ownerOf(p) === sc.me && top(p).def.category === "Digimon",
  );
  const host = candidates[0];
  if (!host) return [`player ${sc.me} has no Digimon to place ${cardName(card)} under, so it stays`];
  take();
  card.epoch += 1;
  host.stack.push(card);
  recordEvent(sc.ctx, { kind: "sourcesPlaced", pid: host.pid, ...placedBy(sc), cards: [card] });
  return [`${cardName(card)} is placed as ${permName(host)}'s bottom digivolution card`];
}

/**
 * "By placing this Digimon as the bottom digivolution card of 1 of your Digimon": it leaves the
 * battle area (immediate-type effects may keep it, 15-8-5); its own digivolution cards go to the
 * trash (4-7-8), as when another Digimon is placed under this one.
 */
function placeFieldSelfUnder(sc: OpScope, op: PlaceSelfUnderOp, self: Permanent): string[] {
  const name = permName(self);
  // An Option in the battle area goes under a Tamer ("under any of your [X] trait Tamers").
  const kind = op.onto.filter.category === "Tamer" ? "Tamer" : "Digimon";
  const host = chooseTargets(sc, op.onto, `place ${name} under`).find(
    (p) => p !== self && ownerOf(p) === sc.me && top(p).def.category === kind,
  );
  if (!host) return [`player ${sc.me} has no other ${kind} to place ${name} under, so it stays`];
  if (stillLeaving(sc.s, sc.ctx, [self], { effectOf: sc.me }, false).length === 0) return [staysLine(self)];
  const { line, card } = placeAsBottomSource(sc, self, host);
  // Face down it has no card information (4-7-9).
  if (op.faceDown) card.faceDownAt = card.epoch;
  sc.moved = [card];
  return [op.faceDown ? `${line}, face down` : line];
}
