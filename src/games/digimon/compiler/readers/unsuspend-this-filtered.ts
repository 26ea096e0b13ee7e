/**
 * "you may unsuspend this Digimon with [Gallantmon] in its name": this Digimon unsuspends only
 * while it is such a Digimon (an inherited effect's stack may have become another Digimon), as
 * "If this Digimon has [X] in its name, unsuspend it" would say.
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { filterPhrase } from "./filters.ts";

export function unsuspendThisFiltered(c: Cursor): Op[] | null {
  return c.try((): Op[] | null => {
    if (!c.is("unsuspend this(?= Digimon )")) return null;
    const f = filterPhrase(c, true);
    if (!f || f.category !== "Digimon") return null;
    const { category: _digimon, ...rest } = f;
    if (Object.keys(rest).length === 0) return null;
    return [{ op: "if", cond: { is: "self", filter: rest }, then: [{ op: "unsuspendThis" }] }];
  });
}
