/**
 * Operations about a Digimon's stack and how it left the field: "If deleted outside of a
 * battle, ..." in an [On Deletion] effect, revealed cards placed under a Digimon or trashed.
 */
import type { Op, RevealPick } from "../model/index.ts";
import { chooseTargets, toTrash } from "./primitives.ts";
import { type OpScope } from "./scope.ts";
import { type CardInst, type Permanent, cardName, permName, top } from "../state/state.ts";
import { count, permanentMatches, condHolds } from "../derive/index.ts";
import { askYesNo } from "../../../engine/chooser.ts";
import { emitHandAdded, placedBy } from "./hand-added.ts";
import { recordEvent } from "../state/events.ts";

/** Runs `then` only when the deletion that triggered the effect happened (or not) in battle. */
export function runIfDeleted(sc: OpScope, op: Extract<Op, { op: "ifDeleted" }>): string[] {
  const how = sc.source?.deletedInBattle;
  if (how === undefined) return ["this effect was not triggered by a deletion, so the rest does nothing"];
  if (op.byEffect)
    return sc.source?.deletedByEffect
      ? op.then.flatMap((o) => sc.run(o))
      : [
          `it was deleted ${how ? "in a battle" : "by the rules at 0 DP"}, not by an effect, so the rest does nothing`,
        ];
  if (how !== op.inBattle)
    return [`it was deleted ${how ? "in" : "outside of"} a battle, so the rest does nothing`];
  return op.then.flatMap((o) => sc.run(o));
}

/**
 * Revealed cards an effect trashes or places under a Digimon as its bottom digivolution cards
 * (4-8-1: a digivolution card is a card placed under a Digimon). Those it moves leave `shown`; a card with
 * nowhere to go stays there and goes with the rest.
 */
export function placeRevealed(
  sc: OpScope,
  pick: RevealPick,
  chosen: CardInst[],
  shown: CardInst[],
): string[] {
  const { s, ctx, me } = sc;
  if (chosen.length === 0) return [];
  const take = (c: CardInst) => shown.splice(shown.indexOf(c), 1);
  if (pick.to === "trash") {
    chosen.forEach(take);
    toTrash(s, chosen);
    return [`${chosen.map(cardName).join(", ")} ${chosen.length > 1 ? "are" : "is"} trashed`];
  }
  const host = pick.onto ? chooseTargets(sc, pick.onto, "place the revealed card under")[0] : sc.self;
  const underTamer = host !== undefined && top(host).def.category === "Tamer";
  const out: string[] = [];
  const placed: CardInst[] = [];
  for (const c of chosen) {
    const toHand =
      pick.to === "handOrUnder" &&
      (!host ||
        !askYesNo(
          ctx,
          me,
          `Player ${me}: place ${cardName(c)} under ${permName(host)} (no: add it to the hand)?`,
          sc.forCard,
        ));
    if (toHand) {
      take(c);
      c.epoch += 1;
      s.players[me]!.hand.push(c);
      emitHandAdded(sc, me, 1);
      out.push(`${cardName(c)} is added to the hand`);
      continue;
    }
    if (!host) {
      out.push(`there is no Digimon to place ${cardName(c)} under, so it stays with the rest`);
      continue;
    }
    take(c);
    c.epoch += 1;
    if (pick.faceDown) c.faceDownAt = c.epoch;
    host.stack.push(c);
    placed.push(c);
    const faceDown = pick.faceDown ? ", face down (4-7-9)" : "";
    out.push(
      underTamer
        ? `${cardName(c)} is placed under ${permName(host)} (4-4-2)${faceDown}`
        : `${cardName(c)} is placed under ${permName(host)} as its bottom digivolution card (4-8-1)${faceDown}`,
    );
  }
  // Cards under a Tamer are not digivolution cards.
  if (host && placed.length && !underTamer)
    recordEvent(ctx, { kind: "sourcesPlaced", pid: host.pid, ...placedBy(sc), cards: placed });
  return out;
}

/** How much the level limits move now, and the ops with their "level N or lower" limits so moved. */
export function raisedLevelOps(
  sc: OpScope,
  op: Extract<Op, { op: "raiseLevelMax" }>,
): { k: number; ops: Op[] } {
  // How the triggering play or digivolution was made ("if this card was played by [X]'s effect").
  const how = { fromTrash: sc.source?.fromTrash === true, playedBy: sc.source?.playedBy };
  const holds =
    !op.cond ||
    condHolds(sc.s, sc.me, sc.self ?? sc.lastKnown, op.cond, undefined, undefined, undefined, how);
  const k = !holds ? 0 : op.per ? count(sc.s, sc.me, op.per, sc.self) * op.by : op.by;
  const raise = (o: Op): Op =>
    "target" in o && typeof o.target === "object" && o.target.filter.maxLevel !== undefined
      ? ({
          ...o,
          target: { ...o.target, filter: { ...o.target.filter, maxLevel: o.target.filter.maxLevel + k } },
        } as Op)
      : o;
  return { k, ops: op.then.map(raise) };
}

/** Runs the ops with their "level N or lower" limits raised (or lowered) by what the effect counts now. */
export function runRaiseLevelMax(sc: OpScope, op: Extract<Op, { op: "raiseLevelMax" }>): string[] {
  const { k, ops } = raisedLevelOps(sc, op);
  const line =
    k === 0
      ? "the level maximum stays as printed"
      : `the level maximum ${k > 0 ? "rises" : "falls"} by ${Math.abs(k)}`;
  return [line, ...ops.flatMap((o) => sc.run(o))];
}

/**
 * "Trash up to 2 digivolution cards from the bottom of ...": the player says how many (4-27-3),
 * one "yes" per card, so a scripted choice can stop at any number.
 */
export function howMany(sc: OpScope, upTo: number, have: number, p: Permanent): number {
  const max = Math.min(upTo, have);
  let n = 0;
  while (
    n < max &&
    askYesNo(
      sc.ctx,
      sc.me,
      `Player ${sc.me}: trash ${n === 0 ? "a" : "another"} digivolution card of ${permName(p)} (up to ${max})?`,
      sc.forCard,
    )
  )
    n++;
  return n;
}

/** Why "placing this Digimon's top stacked card as its bottom digivolution card" can't be done, or null. */
export function cannotTopToBottom(sc: OpScope, op: Op): string | null {
  if (op.op !== "topToBottom") return null;
  const self = sc.self;
  if (!self) return "this Digimon is no longer in the battle area";
  // A single card is not "stacked cards" (4-7-2).
  if (self.stack.length < 2) return `${permName(self)} has no stacked cards`;
  if (op.filter && !permanentMatches(sc.s, self, op.filter)) return `${permName(self)} does not match`;
  return null;
}

/**
 * The top card of this Digimon's stack goes under it as its bottom digivolution card; the card
 * under it becomes the top. The Digimon is not a new card (3-1-3-1-4) and keeps its orientation
 * (4-7-6).
 */
export function runTopToBottom(sc: OpScope, op: Extract<Op, { op: "topToBottom" }>): string[] {
  const why = cannotTopToBottom(sc, op);
  if (why) return [`${why}, so nothing is placed`];
  const self = sc.self!;
  const before = permName(self);
  const top = self.stack.shift()!;
  self.stack.push(top);
  recordEvent(sc.ctx, { kind: "sourcesPlaced", pid: self.pid, ...placedBy(sc), cards: [top], fromTop: true });
  return [
    `${cardName(top)}, the top card of ${before}, is placed under it as its bottom digivolution card; ${permName(self)} is now the top (3-1-3-1-4, 4-7-6)`,
  ];
}
