/**
 * "activate 1 [On Play] effect on the placed card as an effect of this Digimon": the card the
 * effect just placed (its cost, most often) has effects of that timing printed on it; one of them
 * activates as this Digimon's effect, so "this Digimon" in it is the one that placed the card.
 * With several, the player picks one; its cost, "you may" and condition apply as when it triggers.
 */
import { type Op, TIMING_HEADER } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { activateOneOf } from "./activate-one-of.ts";
import { cardName } from "../state/state.ts";

export function runActivatePlaced(sc: OpScope, op: Extract<Op, { op: "activatePlaced" }>): string[] {
  const card = sc.moved?.[0];
  if (!card) return ["no card was placed, so no effect activates"];
  if (!sc.self) return ["this Digimon is no longer on the field, so no effect activates"];
  const found = card.def.abilities.filter((a) => a.timing === op.timing);
  if (found.length === 0) return [`${cardName(card)} has no ${TIMING_HEADER[op.timing]} effect to activate`];
  return activateOneOf(
    sc,
    found.map((ability) => ({ ability, card })),
    (c) => `${cardName(c)}'s ${TIMING_HEADER[op.timing]} effect activates as an effect of this Digimon`,
  );
}
