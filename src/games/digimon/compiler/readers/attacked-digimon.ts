/**
 * "If attacked a Digimon with higher DP than this Digimon", "if this Digimon attacked an
 * opponent's Digimon with 6000 DP or more": the attack in progress targets such a Digimon (11-2-7).
 */
import type { CardFilter, Cond } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

export function attackedDigimonAtom(c: Cursor): Cond | null {
  return c.try((): Cond | null => {
    if (!c.is("(?:this Digimon |it )?attacked (?:an opponent's |one of your opponent's |a )Digimon"))
      return null;
    let filter: CardFilter = {};
    let m: RegExpExecArray | null;
    // Strictly higher: not "as much or less DP as this Digimon".
    if (c.is("with (?:a )?higher DP than this Digimon")) filter = { noneOf: [{ maxDpOfSelf: true }] };
    else if ((m = c.re("with (\\d+) DP or (more|less|higher|lower)")))
      filter = /more|higher/i.test(m[2]!) ? { minDp: Number(m[1]) } : { maxDp: Number(m[1]) };
    return { is: "attackingDigimon", filter };
  });
}
