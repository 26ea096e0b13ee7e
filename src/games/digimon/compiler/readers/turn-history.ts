/**
 * Conditions on what a player did this turn: "you've digivolved this turn", "your opponent
 * didn't attack with a Digimon this turn" (the engine's record: state/turn-history.ts).
 */
import type { Cond } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

export function turnHistoryAtom(c: Cursor): Cond | null {
  return c.try((): Cond | null => {
    const m = c.re(
      "(you|your opponent)(?:'ve| have| has)? (didn't |did not |haven't |hasn't )?(attack(?:ed)? with a Digimon|digivolved?) this turn",
    );
    if (!m) return null;
    const cond: Cond = {
      is: "didThisTurn",
      side: /opponent/i.test(m[1]!) ? "opponent" : "you",
      deed: /^attack/i.test(m[3]!) ? "attack" : "digivolve",
    };
    return m[2] ? { is: "not", cond } : cond;
  });
}
