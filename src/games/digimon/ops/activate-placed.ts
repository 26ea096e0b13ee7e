/**
 * "activate 1 [On Play] effect on the placed card as an effect of this Digimon": the card the
 * effect just placed (its cost, most often) has effects of that timing printed on it; one of them
 * activates as this Digimon's effect, so "this Digimon" in it is the one that placed the card.
 * With several, the player picks one; its cost, "you may" and condition apply as when it triggers.
 */
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { askYesNo } from "../../../engine/chooser.ts";
import { canPay } from "./can-pay.ts";
import { cardName, memoryOf } from "../state/state.ts";

export function runActivatePlaced(sc: OpScope, op: Extract<Op, { op: "activatePlaced" }>): string[] {
  const { s, ctx, me } = sc;
  const card = sc.moved?.[0];
  if (!card) return ["no card was placed, so no effect activates"];
  if (!sc.self) return ["this Digimon is no longer on the field, so no effect activates"];
  const found = card.def.abilities.filter((a) => a.timing === op.timing);
  if (found.length === 0) return [`${cardName(card)} has no [${op.timing}] effect to activate`];
  let ability = found[found.length - 1]!;
  for (const a of found.slice(0, -1)) {
    const label = a.label ? ` (${a.label})` : "";
    if (askYesNo(ctx, me, `Player ${me}: activate ${cardName(card)}'s effect${label}?`, sc.forCard)) {
      ability = a;
      break;
    }
  }
  const head = `${cardName(card)}'s [${op.timing}] effect activates as an effect of this Digimon`;
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
