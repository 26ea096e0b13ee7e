/**
 * "Delete your opponent's Digimon until they have as many as the number of your security cards":
 * the effect's player deletes as many of them as they have beyond that number, all at once (none
 * when they have no more; all of them when you have no security cards: official Q&A on BT19-094).
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

export function deleteUntil(c: Cursor): Op[] | null {
  if (
    !c.is(
      "delete (?:your opponent's|their) Digimon until they have as many as the number of (?:your security cards|cards in your security stack)",
    )
  )
    return null;
  return [
    {
      op: "deleteUntil",
      target: { side: "opponent", count: "all", filter: { category: "Digimon" } },
      keep: { side: "you", filter: {}, zone: "security" },
    },
  ];
}
