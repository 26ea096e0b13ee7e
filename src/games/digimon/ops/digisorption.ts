/** <Digisorption> (16-10): a cost reduction a digivolution from the hand offers, by an effect or by the rules. */
import type { EffectContext } from "../../../engine/types.ts";
import type { CardInst, DigimonState } from "../state/state.ts";
import { cardName, permName } from "../state/state.ts";
import { costReductionBan, isDigimon } from "../derive/index.ts";
import { pickPermanent, suspendPermanent } from "./primitives.ts";

/**
 * <Digisorption -N> (16-10): when a card with it in the hand would be digivolved into, its
 * player may suspend 1 of their Digimon (even the one digivolving, 16-10-5) to pay N less.
 * Each instance acts on its own (16-10-4). Returns the cost to pay.
 */
export function digisorption(
  s: DigimonState,
  ctx: EffectContext,
  me: string,
  card: CardInst,
  cost: number,
): number {
  let left = cost;
  const instances = card.def.abilities.filter(
    (a) => a.category === "keyword" && a.keyword === "digisorption",
  );
  if (instances.length && costReductionBan(s, me, "digivolve")) return left;
  for (const inst of instances) {
    const mine = s.players[me]!.battle.filter((p) => !p.suspended && isDigimon(s, p));
    if (mine.length === 0) break;
    const prompt = `Player ${me}: suspend 1 of your Digimon to reduce the digivolution cost with <Digisorption ${inst.keywordValue ?? 0}>, or none?`;
    const p = pickPermanent(ctx, me, prompt, mine, card.code);
    if (!p) break;
    suspendPermanent(ctx, p, me);
    const before = left;
    left = Math.max(0, left + (inst.keywordValue ?? 0));
    ctx.interrupt({
      player: me,
      card: card.code,
      text: `${cardName(card)}'s <Digisorption> acts as the digivolution would occur (15-8-5-2): ${permName(p)} is suspended, and the digivolution cost goes from ${before} to ${left}.`,
      rule: "16-10-1",
    });
  }
  return left;
}
