/**
 * "you may activate 1 of this Digimon's [When Digivolving] effects": one effect of that timing
 * this Digimon has now (its top card's own or one it gained; an inherited one only for timings
 * that inherited effects have, 15-3) activates as part of the effect that names it. With
 * several, the player picks one; its cost, "you may" and condition apply as when it triggers.
 */
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { askYesNo } from "../../../engine/chooser.ts";
import { abilitiesInForce } from "../derive/index.ts";
import { canPay } from "./can-pay.ts";
import { cardName, memoryOf, permName } from "../state/state.ts";

const OWN_ONLY = new Set(["onPlay", "whenDigivolving"]);

export function runActivateOwn(sc: OpScope, op: Extract<Op, { op: "activateOwn" }>): string[] {
  const { s, ctx, me } = sc;
  const self = sc.self;
  if (!self) return ["this Digimon is no longer on the field, so it has no effect to activate"];
  const found = abilitiesInForce(s, self).filter(
    ({ ability, inherited }) => ability.timing === op.timing && !(inherited && OWN_ONLY.has(op.timing)),
  );
  if (found.length === 0) return [`${permName(self)} has no [${op.timing}] effect to activate`];
  let pick = found[found.length - 1]!;
  for (const f of found.slice(0, -1)) {
    const label = f.ability.label ? ` (${f.ability.label})` : "";
    if (askYesNo(ctx, me, `Player ${me}: activate ${cardName(f.card)}'s effect${label}?`, sc.forCard)) {
      pick = f;
      break;
    }
  }
  const { ability, card } = pick;
  const head = `${cardName(card)}'s [${op.timing}] effect activates`;
  if (ability.cost) {
    const cannot = canPay(sc, ability.cost);
    if (cannot) return [`${head}, but ${cannot}, so it does nothing`];
  }
  if (ability.optional && !askYesNo(ctx, me, `Player ${me}: use ${cardName(card)}'s effect?`, sc.forCard))
    return [`${head}, and player ${me} chooses not to use it`];
  if (ability.condition && memoryOf(s, me) > ability.condition.memoryAtMost)
    return [
      `${head}, but player ${me} has more than ${ability.condition.memoryAtMost} memory, so it does nothing`,
    ];
  return [head, ...[...(ability.cost ?? []), ...ability.ops].flatMap((o) => sc.run(o))];
}
