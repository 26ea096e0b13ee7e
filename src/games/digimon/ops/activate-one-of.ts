/**
 * An effect that activates another ("activate 1 of this Digimon's [When Digivolving] effects"):
 * with several of the timing, the player picks one (the last when they pass on the others); its
 * cost, "you may" and condition apply as when it triggers, and it runs as part of the naming effect.
 */
import type { Ability } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { askYesNo } from "../../../engine/chooser.ts";
import { canPay } from "./can-pay.ts";
import { payThen } from "./pay-cost.ts";
import { type CardInst, cardName, memoryOf } from "../state/state.ts";

export function activateOneOf(
  sc: OpScope,
  found: { ability: Ability; card: CardInst }[],
  head: (card: CardInst) => string,
): string[] {
  const { s, ctx, me } = sc;
  let pick = found[found.length - 1]!;
  for (const f of found.slice(0, -1)) {
    const label = f.ability.label ? ` (${f.ability.label})` : "";
    if (askYesNo(ctx, me, `Player ${me}: activate ${cardName(f.card)}'s effect${label}?`, sc.forCard)) {
      pick = f;
      break;
    }
  }
  const { ability, card } = pick;
  const said = head(card);
  if (ability.cost) {
    const cannot = canPay(sc, ability.cost);
    if (cannot) return [`${said}, but ${cannot}, so it does nothing`];
  }
  if (ability.optional && !askYesNo(ctx, me, `Player ${me}: use ${cardName(card)}'s effect?`, sc.forCard))
    return [`${said}, and player ${me} chooses not to use it`];
  if (ability.condition && memoryOf(s, me) > ability.condition.memoryAtMost)
    return [
      `${said}, but player ${me} has more than ${ability.condition.memoryAtMost} memory, so it does nothing`,
    ];
  return [said, ...payThen(sc, ability.cost, ability.ops)];
}
