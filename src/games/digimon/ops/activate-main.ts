/**
 * "Activate this card's [Main] effect" outside a security check (attack.ts runs it there): an
 * Option trashed from the security stack by an effect activates its [Main] effect from the trash.
 * The effect is the card's own, so it runs in this scope, "this card" still being that card.
 */
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { findThisCard } from "./this-card.ts";
import { cardName } from "../state/state.ts";

export function runActivateMain(sc: OpScope, _op: Extract<Op, { op: "activateMain" }>): string[] {
  const found = findThisCard(sc);
  if ("why" in found) return [`no [Main] effect activates: ${found.why}`];
  const main = found.card.def.abilities.find((a) => a.timing === "main");
  if (!main) return [`${cardName(found.card)} has no [Main] effect to activate`];
  return [`${cardName(found.card)}'s [Main] effect activates`, ...main.ops.flatMap((o) => sc.run(o))];
}
