/**
 * "... in your opponent's hand without looking": the effect's player picks among cards they
 * cannot see, so the options name only a position in the hand, never the card.
 */
import type { CardInst } from "../state/state.ts";
import type { OpScope } from "./scope.ts";

export function blindPick(sc: OpScope, cards: CardInst[], n: number, prompt: string): CardInst[] {
  if (cards.length <= n) return [...cards];
  const picked = sc.ctx.choose({
    kind: "target",
    player: sc.me,
    prompt,
    options: cards.map((c, i) => ({
      id: String(c.uid),
      label: `face-down card ${i + 1} of ${cards.length}`,
    })),
    min: n,
    max: n,
    forCard: sc.forCard,
  });
  return cards.filter((c) => picked.includes(String(c.uid)));
}
