/**
 * Option cards in the battle area (4-28-1): trashed from there ("By trashing 1 of your Option
 * cards in the battle area, ..."), or placed there from the hand or trash by an effect ("place 1
 * Option card with the [Device] trait from your hand in the battle area"), where they stay until
 * an effect or rule removes them.
 */
import type { BattleOptionOp } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { removeFromField, toTrash } from "./primitives.ts";
import { matchesFilter } from "../derive/index.ts";
import { recordEvent } from "../state/events.ts";
import {
  type CardInst,
  type Permanent,
  cardName,
  newPermanent,
  permName,
  sideMatches,
  top,
} from "../state/state.ts";
import { cardCount } from "./card-count.ts";

type TrashOp = Extract<BattleOptionOp, { op: "trashBattleOptions" }>;
type PlaceOp = Extract<BattleOptionOp, { op: "placeOptionInBattle" }>;

/** The Option cards in the battle area of the players the op names that fit. */
function battleOptions(sc: OpScope, op: TrashOp): Permanent[] {
  return sc.s.order
    .filter((id) => sideMatches(sc.s, sc.me, op.side, id))
    .flatMap((id) => sc.s.players[id]!.battle)
    .filter(
      (p) => top(p).def.category === "Option" && (!op.filter || matchesFilter(sc.s, top(p), op.filter)),
    );
}

/** Why the cost can't be paid now, or null. */
export function cannotTrashBattleOptions(sc: OpScope, op: TrashOp): string | null {
  return battleOptions(sc, op).length < op.n ? `too few Option cards in the battle area to trash` : null;
}

function trashOptions(sc: OpScope, op: TrashOp): string[] {
  const all = battleOptions(sc, op);
  let picked = all;
  if (all.length > op.n) {
    const ids = sc.ctx.choose({
      kind: "target",
      player: sc.me,
      prompt: `Player ${sc.me}: choose ${cardCount(op.n, "Option card")} in the battle area to trash`,
      options: all.map((p) => ({ id: String(p.pid), label: permName(p), card: top(p).code })),
      min: op.n,
      max: op.n,
      forCard: sc.forCard,
    });
    picked = all.filter((p) => ids.includes(String(p.pid)));
  }
  if (picked.length === 0) return ["there is no such Option card in the battle area to trash"];
  for (const p of picked) {
    removeFromField(sc.s, p);
    toTrash(sc.s, p.stack);
    recordEvent(sc.ctx, {
      kind: "battleOptionTrashed",
      owner: top(p).owner,
      cards: p.stack,
      byEffect: sc.me,
    });
  }
  return [
    `${picked.map(permName).join(", ")} ${picked.length > 1 ? "are" : "is"} trashed from the battle area`,
  ];
}

/** The Option cards the op may place, where each is now. */
function placeable(sc: OpScope, op: PlaceOp): { card: CardInst; name: "hand" | "trash"; list: CardInst[] }[] {
  const me = sc.s.players[sc.me]!;
  const piles: { name: "hand" | "trash"; list: CardInst[] }[] = [];
  if (op.from !== "trash") piles.push({ name: "hand", list: me.hand });
  if (op.from !== "hand") piles.push({ name: "trash", list: me.trash });
  const fits = piles.flatMap(({ name, list }) =>
    list
      .filter((c) => c.def.category === "Option" && (!op.filter || matchesFilter(sc.s, c, op.filter)))
      .map((card) => ({ card, name, list })),
  );
  return fits;
}

/**
 * Why nothing is placed. A card named by name only ("place 1 [X] from your hand in your battle
 * area") that is not an Option card is said plainly: placing a Digimon or Tamer without playing
 * it is not modelled.
 */
function noOptionToPlace(sc: OpScope, op: PlaceOp): string {
  const me = sc.s.players[sc.me]!;
  const piles = [...(op.from !== "trash" ? me.hand : []), ...(op.from !== "hand" ? me.trash : [])];
  const other =
    op.filter && piles.find((c) => c.def.category !== "Option" && matchesFilter(sc.s, c, op.filter!));
  return other
    ? `${cardName(other)} is a ${other.def.category} card, not an Option card: the engine places only Option cards in the battle area without playing them (4-28-1), so nothing is placed`
    : `player ${sc.me} has no such Option card to place`;
}

/** Why the cost can't be paid now, or null. */
export function cannotPlaceOption(sc: OpScope, op: PlaceOp): string | null {
  return placeable(sc, op).length === 0 ? `player ${sc.me} has no such Option card to place` : null;
}

function placeOption(sc: OpScope, op: PlaceOp): string[] {
  const me = sc.s.players[sc.me]!;
  const fits = placeable(sc, op);
  if (fits.length === 0) return [noOptionToPlace(sc, op)];
  const ids = sc.ctx.choose({
    kind: "target",
    player: sc.me,
    prompt: `Player ${sc.me}: choose an Option card to place in your battle area`,
    options: fits.map((f) => ({
      id: String(f.card.uid),
      label: `${cardName(f.card)} (${f.name})`,
      card: f.card.code,
    })),
    min: 1,
    max: 1,
    forCard: sc.forCard,
  });
  const chosen = fits.find((f) => ids.includes(String(f.card.uid)));
  if (!chosen) return [`player ${sc.me} places no Option card`];
  chosen.list.splice(chosen.list.indexOf(chosen.card), 1);
  chosen.card.epoch += 1;
  const perm = newPermanent(sc.s, [chosen.card]);
  perm.since = sc.ctx.nextMoment();
  me.battle.push(perm);
  recordEvent(sc.ctx, { kind: "optionPlaced", player: sc.me, pid: perm.pid, card: chosen.card });
  return [
    `${cardName(chosen.card)} is placed from the ${chosen.name} in player ${sc.me}'s battle area (4-28-1)`,
  ];
}

export function runBattleOptionOp(sc: OpScope, op: BattleOptionOp): string[] {
  switch (op.op) {
    case "trashBattleOptions":
      return trashOptions(sc, op);
    case "placeOptionInBattle":
      return placeOption(sc, op);
  }
}
