/**
 * "1 of your [X]s is also treated as a 3000 DP Digimon for the turn": an effect that adds the
 * Digimon information to a card on the field (15-12-1-4). The card keeps what it was (a Tamer
 * stays a Tamer, 15-12-1-6) and is a Digimon with that DP while it lasts (derive/treated-as-digimon.ts).
 */
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { chooseTargets, effectOrigin } from "./primitives.ts";
import { dpOf } from "../derive/index.ts";
import { endsOf, endsWords, permName } from "../state/state.ts";

export function runTreatAsDigimon(sc: OpScope, op: Extract<Op, { op: "treatAsDigimon" }>): string[] {
  const { s, me } = sc;
  const ends = endsOf(s, me, op.duration);
  const entry = {
    dp: op.dp,
    source: sc.forCard,
    ...(ends === undefined ? {} : { ends }),
    origin: effectOrigin(sc),
  };
  const targets =
    op.target === "this"
      ? sc.self
        ? [sc.self]
        : []
      : chooseTargets(sc, op.target, `treat as a ${op.dp} DP Digimon`, true);
  if (targets.length === 0) return ["there is no card to treat as a Digimon"];
  return targets.map((p) => {
    (p.asDigimon ??= []).push(entry);
    return `${permName(p)} is also treated as a ${op.dp} DP Digimon ${endsWords(s, ends)} (${dpOf(s, p)} DP; 15-12-1-4)`;
  });
}
