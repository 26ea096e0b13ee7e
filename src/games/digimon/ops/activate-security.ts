/**
 * "Activate this card's [Security] effects" outside a security check: an Option an effect trashed
 * from the security stack runs its own [Security] effects from the trash. They are the card's own
 * effects, so they run in this scope ("this card" is still that card); there is no security check
 * in progress, so a Digimon's "play this card at the end of the battle" has nothing to wait for.
 */
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { findThisCard } from "./this-card.ts";
import { cardName } from "../state/state.ts";

export function runActivateSecurity(sc: OpScope, _op: Extract<Op, { op: "activateSecurity" }>): string[] {
  const found = findThisCard(sc);
  if ("why" in found) return [`no [Security] effect activates: ${found.why}`];
  const { card } = found;
  const security = card.def.security;
  if (security.length === 0) return [`${cardName(card)} has no [Security] effect to activate`];
  return [
    `${cardName(card)}'s [Security] effect${security.length > 1 ? "s activate" : " activates"}`,
    ...security.flatMap((a) =>
      a.ops.flatMap((o) =>
        o.op === "playSelfAfterBattle"
          ? [`no battle is in progress, so ${cardName(card)} is not played`]
          : sc.run(o),
      ),
    ),
  ];
}
