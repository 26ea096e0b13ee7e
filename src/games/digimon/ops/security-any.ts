/**
 * "Trash any 1 of your opponent's security cards": the effect's player picks which cards of the
 * stack, by their place in it; a face-down card is known only by its place, a face-up one is
 * public (3-7-4) and shown by name. A script still names the card it means by its code (the one
 * who sets up the board knows what lies where). The picked cards leave the stack.
 */
import type { CardInst } from "../state/state.ts";
import { cardName, isFaceUp } from "../state/state.ts";
import type { OpScope } from "./scope.ts";

export function takeAnySecurity(sc: OpScope, stack: CardInst[], n: number, whose: string): CardInst[] {
  const picked =
    stack.length <= n
      ? stack.map((c) => String(c.uid))
      : sc.ctx.choose({
          kind: "target",
          player: sc.me,
          prompt: `Player ${sc.me}: choose ${n} of ${whose} security cards`,
          options: stack.map((c, i) => ({
            id: String(c.uid),
            card: c.code,
            label: `security card ${i + 1} of ${stack.length} from the top${isFaceUp(c) ? ` (face up: ${cardName(c)})` : ""}`,
          })),
          min: n,
          max: n,
          forCard: sc.forCard,
        });
  const out = stack.filter((c) => picked.includes(String(c.uid)));
  for (const c of out) stack.splice(stack.indexOf(c), 1);
  return out;
}
