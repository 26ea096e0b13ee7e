/**
 * "Activate this card's [Main] effect" outside a security check (attack.ts runs it there): an
 * Option trashed from the security stack, or one whose [Trash] effect returned it to the deck as
 * its cost, activates its [Main] effect as part of the effect that names it (15-15-7-1). The
 * effect already activated, so the card having moved since does not stop it; "this card" in the
 * [Main] effect is still that card, as the scope says.
 */
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { findThisCard } from "./this-card.ts";
import { cardName, top } from "../state/state.ts";

export function runActivateMain(sc: OpScope, _op: Extract<Op, { op: "activateMain" }>): string[] {
  const found = findThisCard(sc);
  const card = found.card;
  if (!card) return [`no [Main] effect activates: ${"why" in found ? found.why : "no card is known"}`];
  const main = card.def.abilities.find((a) => a.timing === "main");
  if (!main) return [`${cardName(card)} has no [Main] effect to activate`];
  return [`${cardName(card)}'s [Main] effect activates`, ...main.ops.flatMap((o) => sc.run(o))];
}

/**
 * "Activate 1 [Main] effect on this card's Option side": this Digimon's top card, a DUAL card,
 * activates its Option [Main] effect, an Option card effect (4-6-6-3) though no Option is used.
 */
export function runActivateOptionSide(sc: OpScope, _op: Extract<Op, { op: "activateOptionSide" }>): string[] {
  const card = sc.self ? top(sc.self) : undefined;
  const main = card?.def.optionSide?.abilities.find((a) => a.timing === "main");
  if (!card || !main)
    return ["no [Main] effect on an Option side activates: this Digimon's top card has none"];
  const asOption: OpScope = { ...sc, origin: { player: sc.me, category: "Option" } };
  return [
    `the [Main] effect on ${cardName(card)}'s Option side activates, as an Option card effect (4-6-6-3)`,
    ...main.ops.flatMap((o) => asOption.run(o)),
  ];
}
