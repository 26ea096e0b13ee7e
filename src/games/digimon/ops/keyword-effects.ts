/** Keyword effects that act as operations: <Save> (16-20) from [On Deletion]. */
import { top, cardName, permName } from "../state/state.ts";
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import type { CardInst } from "../state/state.ts";
import { optionId, take } from "./primitives.ts";

/** <Save> (16-20): the card may go from the trash under 1 of its owner's Tamers, at the bottom. */
export function save(sc: OpScope, card: CardInst): string[] {
  const { s, ctx, me } = sc;
  const trash = s.players[me]!.trash;
  if (!trash.includes(card)) return [`${cardName(card)} is no longer in the trash`];
  const tamers = s.players[me]!.battle.filter((p) => top(p).def.category === "Tamer");
  if (tamers.length === 0) return [`player ${me} has no Tamer to place ${cardName(card)} under`];
  const picked = ctx.choose({
    kind: "target",
    player: me,
    prompt: `Player ${me}: place ${cardName(card)} under 1 of your Tamers (<Save>), or none`,
    options: tamers.map((p) => ({ id: String(p.pid), label: permName(p), card: optionId(p) })),
    min: 0,
    max: 1,
    forCard: card.code,
  });
  const tamer = tamers.find((p) => picked.includes(String(p.pid)));
  if (!tamer) return [`player ${me} chooses not to use <Save> (16-20-3)`];
  take(trash, card);
  card.epoch += 1;
  tamer.stack.push(card);
  return [`${cardName(card)} is placed under ${permName(tamer)} (16-20-1)`];
}

export function runSave(sc: OpScope, _op: Extract<Op, { op: "save" }>): string[] {
  return sc.source ? save(sc, sc.source.abilityCard) : ["there is no card to place under a Tamer"];
}
