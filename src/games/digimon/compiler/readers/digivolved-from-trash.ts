/**
 * "If digivolving from the trash, ...", "if this Digimon has [X] in its digivolution cards or is
 * digivolving from the trash", "or this digivolved from the trash": the digivolution that
 * triggered the [When Digivolving] effect was into a card from the trash.
 */
import type { Cond } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

export function digivolvedFromTrashAtom(c: Cursor): Cond | null {
  return c.try((): Cond | null =>
    c.is(
      "(?:(?:this Digimon|this|it) )?(?:is digivolving|was digivolved|digivolved|digivolving) from (?:the|your) trash",
    )
      ? { is: "digivolvedFromTrash" }
      : null,
  );
}
