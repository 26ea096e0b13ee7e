/**
 * A persistent effect that gives quoted effects (15-8-2, 15-15-2): 'All level 3 Digimon gain
 * "[When Attacking] Lose 1 memory."', 'All of your opponent's Digimon gain "[When Attacking] ..."'.
 * Each Digimon reached has the quoted effects as its own for as long as the effect reaches it.
 */
import type { BodyFields, CompileNested } from "../reading.ts";
import type { Ability, Timing } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { fieldTarget } from "./filters.ts";
import { quoted } from "./gained.ts";

/**
 * Timings a Digimon reached triggers while it is still reached. A granted [On Deletion] effect
 * is asked as the Digimon is deleted, before any card leaves (ops/leave-field.ts).
 */
const WHILE_REACHED = new Set<Timing>([
  "onPlay",
  "whenDigivolving",
  "whenAttacking",
  "endOfAttack",
  "onDeletion",
]);

const triggeredWhileReached = (a: Ability) =>
  a.category === "trigger" && a.timing !== undefined && WHILE_REACHED.has(a.timing) && !a.zone;

export function grantedEffectsStatic(c: Cursor, compileNested: CompileNested): BodyFields | null {
  return c.try((): BodyFields | null => {
    const t = fieldTarget(c, false);
    if (!t || t === "this" || t.count !== "all" || !c.is("gain")) return null;
    const abilities = quoted(c, compileNested);
    if (!abilities || !abilities.every(triggeredWhileReached) || !c.atEnd()) return null;
    return {
      category: "persistent",
      ops: [],
      persistent: {
        kind: "continuous",
        grants: [{ effects: abilities }],
        reach: { side: t.side, filter: t.filter },
      },
    };
  });
}
