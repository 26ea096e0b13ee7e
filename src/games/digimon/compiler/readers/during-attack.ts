/** "if during an attack, ...", "if it's during an attack": an attack is under way when the effect reaches it (11-1-3). */
import type { Cond } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

export function duringAttackAtom(c: Cursor): Cond | null {
  return c.is("(?:it's |it is )?during an attack") ? { is: "duringAttack" } : null;
}
