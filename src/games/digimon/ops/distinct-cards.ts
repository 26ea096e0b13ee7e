/**
 * "with different colors/names/card numbers": the cards an effect takes must each stand for a
 * value none of the others stands for. A card with several colours or names may stand for any one
 * of them, so a red/blue card and a blue card differ (the one counted red, the other blue; 4-25-2).
 */
import type { CardInst } from "../state/state.ts";
import { identityOf } from "../model/card-identity.ts";

export type Different = "color" | "name" | "number";

/** The values a card may stand for. */
export function valuesOf(card: CardInst, different: Different): string[] {
  const d = card.def;
  if (different === "color") return [...d.colors];
  if (different === "name") return [...identityOf(d).names];
  return [d.code];
}

/** Whether each of these cards can stand for a value of its own (a matching of cards to values). */
export function canAllDiffer(cards: CardInst[], different: Different): boolean {
  const owner = new Map<string, number>();
  const values = cards.map((c) => valuesOf(c, different));
  const assign = (i: number, seen: Set<string>): boolean => {
    for (const v of values[i]!) {
      if (seen.has(v)) continue;
      seen.add(v);
      const holder = owner.get(v);
      if (holder === undefined || assign(holder, seen)) {
        owner.set(v, i);
        return true;
      }
    }
    return false;
  };
  return values.every((_, i) => assign(i, new Set()));
}

/** The most cards among these that can all differ (greedy is exact: such sets form a transversal matroid). */
export function mostThatDiffer(cards: CardInst[], different: Different): number {
  const kept: CardInst[] = [];
  for (const c of cards) if (canAllDiffer([...kept, c], different)) kept.push(c);
  return kept.length;
}
