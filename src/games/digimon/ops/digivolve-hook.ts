/**
 * Digivolution by an effect, reached late. plays.ts binds it when it loads; the modules plays.ts
 * itself reaches (an Option's Arts Digivolve after use, a security search, a cost check) call it
 * through here, so no import cycle forms, as with the dispatch table (scope.ts).
 */
import type { CardFilter, DigivolveByOp, EffectCost, FieldTarget } from "../model/index.ts";
import type { CardInst } from "../state/state.ts";
import type { OpScope } from "./scope.ts";

export interface DigivolveByEffect {
  /** Into one of the revealed cards `pool` holds, free unless `cost` says otherwise; the card taken leaves it. */
  intoRevealed(
    sc: OpScope,
    who: FieldTarget | "this",
    into: CardFilter,
    optional: boolean,
    pool: CardInst[],
    cost?: EffectCost,
  ): string[];
  /** Why the digivolution `op` asks for can't be made now, or null. */
  cannot(sc: OpScope, op: DigivolveByOp): string | null;
}

let bound: DigivolveByEffect | undefined;

export function bindDigivolveByEffect(impl: DigivolveByEffect): void {
  bound = impl;
}

function impl(): DigivolveByEffect {
  if (!bound)
    throw new Error(
      "ops/plays.ts binds digivolution by an effect: import the ops layer through ops/index.ts",
    );
  return bound;
}

export const digivolveIntoRevealed: DigivolveByEffect["intoRevealed"] = (...args) =>
  impl().intoRevealed(...args);
export const cannotDigivolveBy: DigivolveByEffect["cannot"] = (...args) => impl().cannot(...args);
