/** "Choose 1 of each player's Digimon ... and delete all other Digimon": the chosen stay, the rest go at once. */
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import type { Permanent } from "../state/state.ts";
import { permName, top } from "../state/state.ts";
import { chooseTargets } from "./primitives.ts";
import { deletePermanents, deletionWords } from "./leave-field.ts";

export function runDeleteAllOther(sc: OpScope, op: Extract<Op, { op: "deleteAllOther" }>): string[] {
  const kept: Permanent[] = [];
  // The effect's player chooses for both sides (Q3512).
  for (const target of op.keep)
    kept.push(...chooseTargets(sc, target, "keep").filter((p) => !kept.includes(p)));
  const others = chooseTargets(
    sc,
    { side: op.among ?? "any", count: "all", filter: { category: "Digimon" } },
    "delete",
  ).filter((p) => !kept.includes(p));
  sc.chosen = kept;
  const keptWords = kept.length ? [`player ${sc.me} chooses ${kept.map(permName).join(", ")} to keep`] : [];
  if (others.length === 0) return [...keptWords, "no other Digimon is on the field"];
  const names = new Map(others.map((p) => [p, permName(p)]));
  const tops = new Map(others.map((p) => [p, top(p)]));
  const gone = deletePermanents(sc.s, sc.ctx, others, false, { effectOf: sc.me });
  if (gone.length > 0) sc.moved = gone.map((p) => tops.get(p)!);
  return [...keptWords, ...deletionWords(names, gone)];
}
