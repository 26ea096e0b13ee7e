/**
 * "The next time one of your Digimon digivolves this turn, reduce the digivolution cost by 1": the
 * effect leaves an immediate-type cost change (15-8-5, 8-1-2-4) for its player's next matching
 * digivolution. digivolveCost (immediate-effects.ts) takes it there, once, whether it then
 * activates or not ("the next time" has come); what is left expires with its duration.
 */
import type { Ability, NextDigivolveOp } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { endsOf, endsWords, top } from "../state/state.ts";

export function runNextDigivolve(sc: OpScope, op: NextDigivolveOp): string[] {
  const { s, me } = sc;
  const card =
    sc.usedCard ??
    sc.self?.stack.find((c) => c.code === sc.forCard) ??
    (sc.self ? top(sc.self) : sc.source?.host);
  if (!card) return ["(no card holds this effect)"];
  const ends = endsOf(s, me, op.duration);
  const list = (s.nextDigivolve ??= []);
  const ability: Ability = {
    id: `${sc.forCard}/next-digivolve/${list.length + 1}`,
    label: "the next time one of your Digimon digivolves",
    category: "immediate",
    would: op.would,
    ops: op.ops,
    ...(op.cost ? { cost: op.cost } : {}),
    ...(op.optional ? { optional: true } : {}),
  };
  list.push({ player: me, ability, card, ...(ends === undefined ? {} : { ends }) });
  return [
    `the next time player ${me} digivolves a Digimon that matches, its cost is changed ${endsWords(s, ends)} (8-1-2-4)`,
  ];
}
