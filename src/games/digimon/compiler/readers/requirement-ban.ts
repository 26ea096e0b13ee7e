/** "Players can't ignore digivolution requirements." (derive/requirement-ban.ts). */
import type { Persistent } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

export function requirementBan(c: Cursor): Persistent | null {
  return c.try(() =>
    c.is("players can't ignore digivolution requirements") && c.atEnd()
      ? { kind: "noIgnoreRequirements" }
      : null,
  );
}
