/**
 * "Look at the top card of your deck.", "Look at your Digi-Egg deck's top card.": only the player
 * sees the card, which stays where it is (15-15-3-9).
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

export function lookTop(c: Cursor): Op[] | null {
  if (c.is("look at the top card of your deck|look at your deck's top card"))
    return [{ op: "lookTop", pile: "deck" }];
  if (c.is("look at the top card of your Digi-Egg deck|look at your Digi-Egg deck's top card"))
    return [{ op: "lookTop", pile: "eggs" }];
  return null;
}
