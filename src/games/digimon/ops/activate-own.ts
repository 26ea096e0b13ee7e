/**
 * "you may activate 1 of this Digimon's [When Digivolving] effects": one effect of that timing
 * this Digimon has now (its top card's own or one it gained; an inherited one only for timings
 * that inherited effects have, 15-3) activates as part of the effect that names it. With
 * several, the player picks one; its cost, "you may" and condition apply as when it triggers.
 */
import { type Op, TIMING_HEADER } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { abilitiesInForce } from "../derive/index.ts";
import { activateOneOf } from "./activate-one-of.ts";
import { type CardInst, cardName, permName } from "../state/state.ts";

const OWN_ONLY = new Set(["onPlay", "whenDigivolving"]);

export function runActivateOwn(sc: OpScope, op: Extract<Op, { op: "activateOwn" }>): string[] {
  const { s } = sc;
  const self = sc.self;
  if (!self) return ["this Digimon is no longer on the field, so it has no effect to activate"];
  const found = abilitiesInForce(s, self).filter(
    ({ ability, inherited }) => ability.timing === op.timing && !(inherited && OWN_ONLY.has(op.timing)),
  );
  if (found.length === 0) return [`${permName(self)} has no ${TIMING_HEADER[op.timing]} effect to activate`];
  const head = (c: CardInst) => `${cardName(c)}'s ${TIMING_HEADER[op.timing]} effect activates`;
  // "activate this Digimon's [On Play] effects": each of them, in printed order.
  if (op.all) return found.flatMap((f) => activateOneOf(sc, [f], head));
  return activateOneOf(sc, found, head);
}
