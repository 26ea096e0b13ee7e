/** Returning Digimon to the hand or the top or bottom of the deck; the cards under them are trashed (4-7-8). */
import { EGG_REDIRECT, eggToEggDeck } from "./hatch-move.ts";
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { chooseTargets, removeFromField, toTrash } from "./primitives.ts";
import { emitHandAdded } from "./hand-added.ts";
import { emitDeckAdded } from "./deck-added.ts";
import { isToken } from "./token.ts";
import { ownerOf, permName } from "../state/state.ts";
import { returnProtected } from "../derive/index.ts";
import { staysLine, stillLeaving } from "./leave-field.ts";

export function runBounce(sc: OpScope, op: Extract<Op, { op: "bounce" }>): string[] {
  const { s, ctx, me } = sc;
  const picked = chooseTargets(sc, op.target, op.to === "hand" ? "return to the hand" : "return to the deck");
  if (picked.length === 0) return ["there is nothing to return"];
  const held = picked.flatMap((p) => returnProtected(s, p, me) ?? []);
  const movable = picked.filter((p) => !returnProtected(s, p, me));
  const leaving = stillLeaving(s, ctx, movable, { effectOf: me, returned: true }, false);
  const stay = movable.filter((p) => !leaving.includes(p)).map(staysLine);
  if (sc.paying && leaving.length < picked.length)
    sc.shortfall = "not every Digimon the cost returns was returned";
  // "reduced by the play cost of the returned Tamer": what a cost returned, seen by the effect it pays for.
  if (sc.paying) sc.moved = leaving.map((p) => p.stack[0]!);
  return [
    ...held,
    ...stay,
    ...leaving.map((p) => {
      const name = permName(p);
      const owner = s.players[ownerOf(p)]!;
      removeFromField(s, p);
      for (const c of p.stack) c.epoch += 1;
      // The cards under it are trashed at the same time (4-7-8), whichever area it goes to.
      const [first, ...rest] = p.stack;
      toTrash(s, rest);
      const under = rest.length ? ", its digivolution cards go to the trash (4-7-8)" : "";
      if (isToken(first!))
        return `${name} leaves the field and, being a token, is removed from the game (4-21-5)`;
      if (eggToEggDeck(s, first!, op.to === "deckTop" ? "top" : "bottom"))
        return `${name} leaves the field: ${EGG_REDIRECT}, at the ${op.to === "deckTop" ? "top" : "bottom"}${under}`;
      if (op.to === "deckTop") {
        owner.deck.unshift(first!);
        emitDeckAdded(sc, [first!]);
        return `${name} returns to the top of player ${owner.id}'s deck${under}`;
      }
      if (op.to === "deckBottom") {
        owner.deck.push(first!);
        emitDeckAdded(sc, [first!]);
        return `${name} returns to the bottom of player ${owner.id}'s deck${under}`;
      }
      owner.hand.push(first!);
      emitHandAdded(sc, owner.id, 1);
      return `${name} returns to player ${owner.id}'s hand${under}`;
    }),
  ];
}
