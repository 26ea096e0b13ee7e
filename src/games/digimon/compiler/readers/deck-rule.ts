/**
 * "You can include up to 50 copies of cards with this card's card number in your deck." A
 * deck-building (Rule) (2-3-4-6): it changes how many copies a deck may hold (1-4-1-2-2), which
 * is settled before the game starts. No resolution ever reaches it, so the engine records it and
 * does nothing with it.
 */
import type { Ability } from "../../model/index.ts";

const COPIES =
  /^(?:\(Rule\)\s*)?(?:you|a player) can include up to (\d+) copies of cards with this card's card number in (?:your|their) deck\.?$/i;

export function deckBuildingRule(text: string): Omit<Ability, "id" | "label"> | null {
  const m = COPIES.exec(text.trim());
  if (!m) return null;
  return { category: "persistent", ops: [], persistent: { kind: "deckBuilding", amount: Number(m[1]) } };
}
