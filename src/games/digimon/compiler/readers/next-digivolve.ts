/**
 * "[For the turn,] the next time you would digivolve one of your green Digimon from level 5 to
 * level 6, decrease the digivolution cost by 4", "The next time one of your Digimon digivolves
 * into a Digimon card with [X] in its traits this turn, [you may COST to] reduce the memory cost
 * of the digivolution by 1", "for the turn, when one of your Digimon would next digivolve, reduce
 * the digivolution cost by 2": the same immediate-type cost change as "When one of your ... would
 * digivolve ..., reduce ...", made by an effect for the player's next such digivolution only.
 * The sentence is said again in that form and read by the immediate-type effect grammar.
 */
import type { EffectContext } from "../reading.ts";
import type { Duration, Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

/** The two orders: "you would digivolve one of your X" and "one of your X digivolves". */
const YOU_WOULD =
  /^the next time you would digivolve (one of your (?:[^,]+? )?Digimon)( from level \d+ to level \d+| into [^,]+?)?( this turn)?, (.+)$/i;
const ONE_DIGIVOLVES =
  /^the next time (one of your (?:[^,]+? )?Digimon) (?:would digivolve|digivolves)( from level \d+ to level \d+| into [^,]+?)?( this turn)?, (.+)$/i;
/** "[for the turn,] when one of your Digimon would next digivolve, reduce ...": the same, "next" after "would". */
const WOULD_NEXT =
  /^when (one of your (?:[^,]+? )?Digimon) would next digivolve( from level \d+ to level \d+| into [^,]+?)?( this turn)?, (.+)$/i;

export function nextDigivolve(c: Cursor, ctx: EffectContext): Op[] | null {
  const rest = c.rest().trim();
  const m = YOU_WOULD.exec(rest) ?? ONE_DIGIVOLVES.exec(rest) ?? WOULD_NEXT.exec(rest);
  if (!m) return null;
  const duration: Duration | undefined = m[3] ? "turn" : ctx.duration;
  if (duration !== "turn") return null;
  const outcome = m[4]!.replace(/^decrease\b/i, "reduce");
  const said = `[Your Turn] When ${m[1]} would digivolve${m[2] ?? ""}, ${outcome}`;
  const read = ctx.compileNested(said, { code: "NEXT" });
  const a = read.abilities[0];
  if (read.unread.length || read.abilities.length !== 1 || a?.category !== "immediate") return null;
  const would = a.would;
  if (would?.on !== "digivolve" || would.from === "this" || would.into === "this") return null;
  // Only cost changes: an immediate-type effect that does something else is not this template.
  if (!a.ops.every((op) => op.op === "reduceCost")) return null;
  c.i = c.s.length;
  return [
    {
      op: "nextDigivolve",
      would,
      ops: a.ops,
      ...(a.cost ? { cost: a.cost } : {}),
      ...(a.optional ? { optional: true } : {}),
      duration,
    },
  ];
}
