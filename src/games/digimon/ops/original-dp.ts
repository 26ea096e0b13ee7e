/**
 * "Change the original DP of 1 of your opponent's Digimon to 3000 until the end of your
 * opponent's next turn" (15-12-2-1): the Digimon's original DP becomes the value for as long as
 * the effect lasts, the most recent change winning (15-12-2-3); DP changes still count from it.
 */
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { chooseTargets, effectOrigin } from "./primitives.ts";
import { dpOf } from "../derive/index.ts";
import { type Permanent, endsOf, endsWords, permName } from "../state/state.ts";

export function runSetOriginalDp(sc: OpScope, op: Extract<Op, { op: "setOriginalDp" }>): string[] {
  const { s, me } = sc;
  const ends = endsOf(s, me, op.duration);
  const until = endsWords(s, ends);
  const change = (p: Permanent): string => {
    const before = dpOf(s, p);
    // A card with no DP has no original DP to change (15-12-2-2).
    if (before === null) return `${permName(p)} has no DP, so its original DP can't be changed (15-12-2-2)`;
    p.dpMods.push({
      amount: op.value,
      source: sc.forCard,
      original: true,
      origin: effectOrigin(sc),
      ...(ends === undefined ? {} : { ends }),
    });
    return `${permName(p)}'s original DP becomes ${op.value} ${until} (15-12-2-1), and its DP changes still count: ${before} → ${dpOf(s, p)} DP`;
  };
  if (op.target === "this") return sc.self ? [change(sc.self)] : [];
  const targets = chooseTargets(sc, op.target, `change the original DP to ${op.value}`, true);
  if (targets.length === 0) return ["there is no Digimon whose original DP to change"];
  return targets.map(change);
}
