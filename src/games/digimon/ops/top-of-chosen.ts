/**
 * "trashing the top stacked card of 1 of your [X] Digimon", "placing the top card of 1 of your
 * Digimon on top of your security stack" or "as that Digimon's bottom digivolution card": the
 * player chooses one of their Digimon with stacked cards (a lone card is not stacked cards, 4-7-2);
 * its top card moves, and the card under it becomes the top with the stack's state (4-7-6). The
 * Digimon stays in the battle area and is not a new card (3-1-3-1-3). "The top card of this
 * Digimon": no choice, the ability's own Digimon; with one card it has no stacked cards, so no
 * card is trashed (4-7-2; official Q&A on such an effect).
 */
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { count, stackTrashProtected } from "../derive/index.ts";
import { ownerOf, permName } from "../state/state.ts";
import { recordEvent } from "../state/events.ts";
import { chooseTargets, show, toTrash } from "./primitives.ts";
import { placedBy } from "./hand-added.ts";

type TopOfChosen = Extract<Op, { op: "topOfChosen" }>;

type Chosen = Exclude<TopOfChosen["target"], "this">;

/** Only Digimon with a card under the top one can give their top card. */
function stacked(target: Chosen): Chosen {
  const filter = target.filter;
  return { ...target, filter: { ...filter, minSources: Math.max(1, filter.minSources ?? 0) } };
}

/** Why no top card can be moved now, or null. */
export function cannotMoveTopOfChosen(sc: OpScope, op: Op): string | null {
  if (op.op !== "topOfChosen") return null;
  if (op.target === "this")
    return sc.self && sc.self.stack.length > 1 ? null : "this Digimon has no stacked cards";
  return count(sc.s, sc.me, stacked(op.target), sc.self) < 1
    ? `player ${sc.me} has no matching Digimon with stacked cards`
    : null;
}

export function runTopOfChosen(sc: OpScope, op: TopOfChosen): string[] {
  const verb = op.to === "trash" ? "trash the top card of" : "move the top card of";
  if (op.target === "this" && !sc.self)
    return ["this Digimon is no longer in the battle area, so no card moves"];
  const [p] = op.target === "this" ? [sc.self!] : chooseTargets(sc, stacked(op.target), verb);
  if (op.target === "this" && p!.stack.length < 2)
    return [`${permName(p!)} has no stacked cards, so no card is trashed (4-7-2)`];
  if (!p || p.stack.length < 2) return ["no Digimon has stacked cards, so no card moves"];
  const kept = op.to === "trash" ? stackTrashProtected(sc.s, p, sc.me) : null;
  if (kept) return [kept];
  const before = permName(p);
  const card = p.stack.shift()!;
  if (op.to === "sourceBottom") {
    p.stack.push(card);
    recordEvent(sc.ctx, { kind: "sourcesPlaced", pid: p.pid, ...placedBy(sc), cards: [card], fromTop: true });
    return [
      `${show(card)}, the top card of ${before}, is placed under it as its bottom digivolution card; ${permName(p)} is now the top (3-1-3-1-4, 4-7-6)`,
    ];
  }
  if (op.to === "trash") {
    toTrash(sc.s, [card]);
    return [`${show(card)}, the top card of ${before}, is trashed; ${permName(p)} is now the top (4-7-6)`];
  }
  card.epoch += 1;
  const owner = sc.s.players[ownerOf(p)]!;
  if (op.to === "securityTop") owner.security.unshift(card);
  else owner.security.push(card);
  recordEvent(sc.ctx, { kind: "securityAdded", player: owner.id });
  const at = op.to === "securityTop" ? "top" : "bottom";
  return [
    `${show(card)}, the top card of ${before}, is placed face down as player ${owner.id}'s ${at} security card; ${permName(p)} is now the top (4-7-6)`,
  ];
}
