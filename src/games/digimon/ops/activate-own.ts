/**
 * "you may activate 1 of this Digimon's [When Digivolving] effects": one effect of that timing
 * this Digimon has now (its top card's own or one it gained; an inherited one only for timings
 * that inherited effects have, 15-3) activates as part of the effect that names it. With
 * several, the player picks one; its cost, "you may" and condition apply as when it triggers.
 * "1 [On Play] or [When Digivolving] effect": one of either timing. A Digimon that "can't
 * activate [When Digivolving] effects" has none of that timing to activate (official Q&A).
 */
import { type Op, TIMING_HEADER } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { TIMING_BANS, abilitiesInForce, forbidden } from "../derive/index.ts";
import { activateOneOf } from "./activate-one-of.ts";
import { type CardInst, cardName, permName } from "../state/state.ts";

const OWN_ONLY = new Set(["onPlay", "whenDigivolving"]);

export function runActivateOwn(sc: OpScope, op: Extract<Op, { op: "activateOwn" }>): string[] {
  const { s } = sc;
  const self = sc.self;
  if (!self) return ["this Digimon is no longer on the field, so it has no effect to activate"];
  const timings = [op.timing, ...(op.orTiming ? [op.orTiming] : [])];
  const words = timings.map((t) => TIMING_HEADER[t]).join(" or ");
  const open = timings.filter((t) => {
    const ban = TIMING_BANS[t];
    return !ban || !forbidden(s, self, ban);
  });
  const found = abilitiesInForce(s, self).filter(
    ({ ability, inherited }) =>
      ability.timing !== undefined &&
      open.includes(ability.timing) &&
      !(inherited && OWN_ONLY.has(ability.timing)),
  );
  if (found.length === 0) {
    const banned = open.length < timings.length ? ` it can activate` : "";
    return [`${permName(self)} has no ${words} effect${banned} to activate`];
  }
  const head = (c: CardInst) => `${cardName(c)}'s ${words} effect activates`;
  // "activate this Digimon's [On Play] effects": each of them, in printed order.
  if (op.all) return found.flatMap((f) => activateOneOf(sc, [f], head));
  return activateOneOf(sc, found, head);
}
