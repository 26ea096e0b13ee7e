/** "[Your Turn] The turn end condition is the opponent having 3 or more memory." (6-1-4-1). */
import type { BodyFields } from "../reading.ts";
import type { Cursor } from "../text/cursor.ts";

export function turnEndStatic(c: Cursor): BodyFields | null {
  return c.try((): BodyFields | null => {
    const m = c.re("the turn end condition is (?:the|your) opponent having (\\d+) or more memory");
    if (!m || !c.atEnd()) return null;
    return {
      category: "persistent",
      ops: [],
      persistent: { kind: "continuous", grants: [{ turnEndMemory: Number(m[1]) }] },
    };
  });
}
