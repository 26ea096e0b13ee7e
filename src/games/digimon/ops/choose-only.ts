/** "Choose 1 of your Digimon.": the choice the next step of the effect compares with (its DP as a limit). */
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { chooseTargets } from "./primitives.ts";
import { permName } from "../state/state.ts";

export function runChooseOnly(sc: OpScope, op: Extract<Op, { op: "chooseOnly" }>): string[] {
  // Choosing affects nothing, so a Digimon the effect could not affect may still be chosen.
  chooseTargets(sc, op.target, "choose", true);
  const chosen = sc.chosen ?? [];
  return chosen.length ? [`${chosen.map(permName).join(", ")} is chosen`] : ["there is nothing to choose"];
}
