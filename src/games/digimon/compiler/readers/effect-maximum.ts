/**
 * Effects that move another effect's maximum (15-15-4): "add 2 to this effect's level
 * maximum", "For each ..., remove 2000 from this DP deletion effect's maximum", and the
 * persistent "Add 1000 to the maximum DP you can choose with DP-based deletion effects".
 */
import type { BodyFields } from "../reading.ts";
import type { Cond, Count, Grant, Op, Persistent, PerOutcomeCount, RaiseMaxOp } from "../../model/index.ts";
import { showsMaximum } from "../../model/index.ts";
import { perOutcomeWords } from "./per-outcome-words.ts";
import { tally } from "./amounts.ts";
import { Cursor } from "../text/cursor.ts";
import { condition } from "./conditions.ts";
import { filterPhrase } from "./filters.ts";

type Raise = Omit<RaiseMaxOp, "then">;

function kind(word: string): RaiseMaxOp["field"] {
  const w = word.toLowerCase();
  // "the cost maximum" of a "play or use ... cost 3 or lower" effect: the play or use cost.
  return w.startsWith("play") || w === "cost" ? "playCost" : w === "level" ? "level" : "dp";
}

/** "add 2 to this effect's level maximum" and its wordings: the field and the signed number. */
function raiseClause(c: Cursor): { field: RaiseMaxOp["field"]; n: number } | null {
  return c.try(() => {
    // "further reduce it by 3": the play cost reduction of the play before.
    const further = c.re("further reduce it by (\\d+)");
    if (further) return { field: "reduction" as const, n: Number(further[1]) };
    // "reduce this effect's play cost maximum by 1": the same as removing 1 from it.
    const less =
      c.re("reduce this effect's (level|play cost|DP) maximum by (\\d+)") ??
      c.re("reduce (\\d+) from this effect's (level|play cost|DP) maximum");
    if (less) {
      const [field, n] = /^\d/.test(less[1]!) ? [less[2]!, less[1]!] : [less[1]!, less[2]!];
      return { field: kind(field), n: -Number(n) };
    }
    // "increase the maximum play cost you can choose by this effect by 1".
    const more = c.re(
      "increase the maximum (level|play cost|DP) you (?:can|may) choose (?:by|with) this effect by (\\d+)",
    );
    if (more) return { field: kind(more[1]!), n: Number(more[2]) };
    // "add 2000 DP to the maximum DP ...": the unit said twice.
    const verb = c.re("(add|remove) \\+?(\\d+)(?: DP)? (to|from)");
    if (!verb) return null;
    const n = Number(verb[2]) * (/remove/i.test(verb[1]!) ? -1 : 1);
    let m = c.re("this effect's (level|play cost|DP) maximum");
    m ??= c.re("this effect's maximum (level|play cost)");
    // "add 1 to the play cost maximum": the maximum of the effect before it.
    m ??= c.re("the (level|play cost|DP|cost) maximum");
    m ??= c.re(
      "the maximum (level|play cost) of the (?:Digimon|card) (?:you can choose with this effect|this effect can (?:play|choose|delete))",
    );
    // "add 2 to the maximum play cost you may choose with this effect", "... the maximum DP this effect can choose".
    m ??= c.re(
      "the maximum (level|play cost|DP) (?:you (?:can|may) (?:choose|play) (?:with|by) this effect|this effect (?:can|may) choose)",
    );
    m ??= c.re(
      "(?:the maximum this (DP)-based deletion effect can delete|this (DP)(?:-based)? deletion effect's maximum)",
    );
    // "add 1 to the level this effect may choose": the highest level it may choose.
    m ??= c.re("the (level|play cost) this effect (?:may|can) (?:choose|play|return)");
    // "add 2000 to the maximum DP of the card you can play by this effect".
    m ??= c.re(
      "the maximum (DP|level|play cost) of the (?:Digimon|card) you can play (?:by|with) this effect",
    );
    if (!m) return null;
    return { field: kind(m[1] ?? m[2]!), n };
  });
}

/** "For each digivolution card under 1 of your [X]": the cards under the one the player picks. */
function oneHostSources(c: Cursor): Count | null {
  return c.try((): Count | null => {
    if (!c.is("for each digivolution card under 1 of your")) return null;
    const f = filterPhrase(c, true);
    return f ? { side: "you", filter: {}, zone: "sources", sourcesOf: f, mostOne: true } : null;
  });
}

/** A sentence that raises the maximum of the sentence before it: "[For each X, | If C,] add N to this effect's ... maximum". */
export function raiseMaxSentence(text: string): Raise | null {
  const c = new Cursor(text);
  return c.try((): Raise | null => {
    let by: Count | undefined;
    let cond: Cond | undefined;
    const each = c.try(() => {
      const k = oneHostSources(c) ?? tally(c);
      return k && c.is(",") ? k : null;
    });
    if (each) by = each;
    else {
      const k = c.try(() => (c.is("if") ? condition(c) : null));
      if (k && !c.is(",")) return null;
      if (k) cond = k;
    }
    const r = raiseClause(c);
    if (!r || !c.atEnd()) return null;
    return { op: "raiseMax", ...r, ...(by ? { by } : {}), ...(cond ? { cond } : {}) };
  });
}

/**
 * "For each card trashed by this effect, add 1 to the level this effect may choose": the raise
 * counted by what the effect did before the sentence it raises (perOutcome's words).
 */
export function raiseAfterOutcome(text: string): { raise: Raise; what: PerOutcomeCount } | null {
  const c = new Cursor(text);
  return c.try(() => {
    const words = perOutcomeWords(c);
    if (!words || words.whose || !c.is(",")) return null;
    const r = raiseClause(c);
    return r && c.atEnd() ? { raise: { op: "raiseMax", ...r }, what: words.what } : null;
  });
}

/**
 * "[While C,] add 1000 to the maximum DP you can choose with DP-based deletion effects",
 * "add 2000 to this Digimon's DP-based deletion effects' maximums": a continuous effect (15-15-4-1).
 */
export function deletionMaxStatic(text: string): BodyFields | null {
  const c = new Cursor(text);
  return c.try((): BodyFields | null => {
    const cond = c.try((): Cond | null => {
      if (!c.is("while")) return null;
      const k = condition(c);
      return k && c.is(",") ? k : null;
    });
    const m = c.re("add (\\d+) to");
    if (!m) return null;
    let own = false;
    // "the maximum DP you can choose with this Digimon's DP-based deletion effects": its own effects only.
    if (
      c.is(
        "this Digimon's DP(?:-based)? deletion effects'? maximums?|the maximum DP you can choose with this Digimon's DP-based deletion effects",
      )
    )
      own = true;
    else if (
      !c.is(
        "the maximum DP you can choose with DP-based deletion effects|the maximum (?:that )?your DP-based deletion effects can delete",
      )
    )
      return null;
    if (!c.atEnd()) return null;
    const grant: Grant = { deletionMaxDp: Number(m[1]), ...(own ? { own: true as const } : {}) };
    const persistent: Persistent = { kind: "continuous", grants: [grant], ...(cond ? { while: cond } : {}) };
    return { category: "persistent", ops: [], persistent };
  });
}

/** Whether the ops show in text the maximum a raise changes: one not shown can't be raised (15-15-4-3). */
export function showsMax(ops: Op[], field: RaiseMaxOp["field"]): boolean {
  return showsMaximum(ops, field);
}
