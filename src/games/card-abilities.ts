/** Shared by the games whose cards list abilities by what triggers them (Duel Masters, WIXOSS). */
import type { Triggered } from "../engine/types.ts";

interface CardWithAbilities<T extends string> {
  uid: number;
  code: string;
  def: { name: string; abilities: readonly { id: string; trigger?: T | string; label: string }[] };
}

/** The card's abilities that trigger on `trigger`, pending for `player`, each once per ability and card. */
export function triggeredAbilities<T extends string, C extends CardWithAbilities<T>>(
  card: C,
  trigger: T,
  player: string,
  moment: number,
): Triggered[] {
  return card.def.abilities
    .filter((a) => a.trigger === trigger)
    .map((a) => ({
      key: `${a.id}@${card.uid}`,
      moment,
      player,
      card: card.code,
      name: card.def.name,
      label: a.label,
      source: { kind: "ability", abilityId: a.id, card, controller: player },
    }));
}
