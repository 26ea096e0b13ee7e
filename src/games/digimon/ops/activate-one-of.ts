/**
 * An effect that activates another ("activate 1 of this Digimon's [When Digivolving] effects"):
 * with several of the timing, the player picks one (the last when they pass on the others); its
 * cost, "you may" and condition apply as when it triggers, and it runs as part of the naming effect
 * (15-15-7-1). An [X Per Turn] effect that has used up its activations can't be activated this
 * way, and one activated this way counts one use (15-14-1, official Q&A). Activated by a
 * mandatory effect, its "you may" and its cost are not the player's to decline (15-15-7-4).
 */
import type { Ability } from "../model/index.ts";
import { type OpScope, withFlags } from "./scope.ts";
import { askYesNo } from "../../../engine/chooser.ts";
import { canPay } from "./can-pay.ts";
import { payThen } from "./pay-cost.ts";
import { markUsed, perTurnKey, usedUp } from "../state/per-turn.ts";
import { type CardInst, cardName, memoryOf } from "../state/state.ts";

export function activateOneOf(
  sc: OpScope,
  all: { ability: Ability; card: CardInst }[],
  head: (card: CardInst) => string,
): string[] {
  const { s, ctx, me } = sc;
  const found = all.filter(({ ability, card }) => !usedUp(s, ability, perTurnKey(ability, card)));
  if (found.length === 0)
    return [
      `${cardName(all[0]!.card)}'s effect has used up its activations this turn, so it can't be activated`,
    ];
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
    if (cannot) {
      markUsed(s, ability, perTurnKey(ability, card));
      return [`${said}, but ${cannot}, so it does nothing`];
    }
  }
  // Activated by a mandatory effect, its "you may" is no choice (15-15-7-4, official Q&A).
  const forced = !sc.optional;
  if (
    ability.optional &&
    !forced &&
    !askYesNo(ctx, me, `Player ${me}: use ${cardName(card)}'s effect?`, sc.forCard)
  )
    return [`${said}, and player ${me} chooses not to use it`];
  markUsed(s, ability, perTurnKey(ability, card));
  if (ability.condition && memoryOf(s, me) > ability.condition.memoryAtMost)
    return [
      `${said}, but player ${me} has more than ${ability.condition.memoryAtMost} memory, so it does nothing`,
    ];
  return withFlags(sc, { optional: undefined, forced: forced ? true : undefined }, () => [
    said,
    ...payThen(sc, ability.cost, ability.ops),
  ]);
}
