/**
 * "Activate 1 [When Digivolving] effect of 1 Digimon card with [X] in its name in this Digimon's
 * digivolution cards as if it was this Digimon's effect", "activate 1 [On Play] effect on a
 * face-up [X] Digimon card in your security stack as an effect of this Digimon": one effect of
 * that timing printed on one of those cards (not its inherited text) runs as this Digimon's, so
 * "this Digimon" in it is this one (15-15-7-1, 15-15-7-3). The card stays where it is. The player
 * picks the card and the effect; its cost, "you may" and condition apply as when it triggers.
 */
import { type Op, TIMING_HEADER } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { matchesFilter } from "../derive/index.ts";
import { activateOneOf } from "./activate-one-of.ts";
import { type CardInst, cardName, isFaceUp } from "../state/state.ts";

export function runActivateCardEffect(sc: OpScope, op: Extract<Op, { op: "activateCardEffect" }>): string[] {
  const { s, me } = sc;
  const self = sc.self;
  if (!self) return ["this Digimon is no longer on the field, so no effect activates as its effect"];
  const pile =
    op.from === "sources" ? self.stack.slice(1) : s.players[me]!.security.filter((c) => isFaceUp(c));
  const where = op.from === "sources" ? "its digivolution cards" : "the face-up security cards";
  const found = pile
    .filter((c) => matchesFilter(s, c, op.filter))
    .flatMap((card) =>
      card.def.abilities.filter((a) => a.timing === op.timing).map((ability) => ({ ability, card })),
    );
  if (found.length === 0)
    return [`no card that fits among ${where} has a ${TIMING_HEADER[op.timing]} effect, so none activates`];
  return activateOneOf(
    sc,
    found,
    (c: CardInst) =>
      `${cardName(c)}'s ${TIMING_HEADER[op.timing]} effect activates as an effect of this Digimon`,
  );
}
