/** "When DigiXrosing this turn, you may use this Digimon in place of one of the DigiXros requirements." */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

export function xrosStandIn(c: Cursor): Op[] | null {
  const read =
    c.is(
      "when (?:you would )?DigiXros(?:ing)? this turn, (?:you may use )?this Digimon (?:may be used )?in place of (?:one|1) of the DigiXros requirements",
    ) ||
    c.is(
      "when (?:you would )?DigiXros this turn, this Digimon may replace (?:one|1) of the DigiXros requirements",
    );
  return read ? [{ op: "xrosStandIn" }] : null;
}
