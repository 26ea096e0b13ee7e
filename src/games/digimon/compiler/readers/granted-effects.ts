/**
 * A persistent effect that gives quoted effects (15-8-2, 15-15-2): 'All level 3 Digimon gain
 * "[When Attacking] Lose 1 memory."', 'All of your opponent's Digimon gain "[When Attacking] ..."'.
 * Each Digimon reached has the quoted effects as its own for as long as the effect reaches it.
 */
import type { BodyFields, CompileNested } from "../reading.ts";
import type { Ability, Cond, Timing } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { fieldTarget } from "./filters.ts";
import { quoted } from "./gained.ts";
import { selfOrShared } from "./persistent-effects.ts";

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

/**
 * "When this Digimon ..." events it undergoes on the field, so it is still reached then; one
 * about it leaving is asked elsewhere, of its own effects only, and is not read.
 */
const ON_FIELD_EVENTS = new Set<string>(["securityChecked", "suspended", "unsuspended", "attacks"]);

const triggeredWhileReached = (a: Ability) =>
  a.category === "trigger" &&
  !a.zone &&
  ((a.timing !== undefined && WHILE_REACHED.has(a.timing)) ||
    (a.timing === "when" &&
      a.when !== undefined &&
      "self" in a.when &&
      a.when.self === true &&
      ON_FIELD_EVENTS.has(a.when.on)));

export function grantedEffectsStatic(c: Cursor, compileNested: CompileNested): BodyFields | null {
  return c.try((): BodyFields | null => {
    // "While [X] is in this Digimon's digivolution cards, it gains "..."": this Digimon, while it holds.
    const cond = c.try((): Cond | null => {
      if (!c.is("while")) return null;
      const k = selfOrShared(c);
      return k && c.is(",") ? k : null;
    });
    const t = cond && c.is("it(?= gains)") ? "this" : fieldTarget(c, false);
    if (!t || (t !== "this" && t.count !== "all") || !c.is(t === "this" ? "gains" : "gain")) return null;
    const abilities = quoted(c, compileNested);
    if (!abilities || !abilities.every(triggeredWhileReached) || !c.atEnd()) return null;
    return {
      category: "persistent",
      ops: [],
      persistent: {
        kind: "continuous",
        grants: [{ effects: abilities }],
        ...(t === "this" ? {} : { reach: { side: t.side, filter: t.filter } }),
        ...(cond ? { while: cond } : {}),
      },
    };
  });
}
