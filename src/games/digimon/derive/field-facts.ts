/**
 * What a field filter asks of a Digimon that is itself derived: its DP, its keywords, its
 * colours and whether it is a Digimon at all. Each of those asks filters in turn ("+1000 DP for each of your Digimon with
 * <Blocker>"), so the recursion is bound once, by derive/index.ts, and the files of this layer
 * import one another in one direction only.
 */
import type { Color, Count, Keyword } from "../model/index.ts";
import type { DigimonState, Permanent, PlayerId } from "../state/state.ts";

export interface FieldFacts {
  dpOf(s: DigimonState, p: Permanent): number | null;
  hasKeyword(s: DigimonState, p: Permanent, k: Keyword): boolean;
  colorsOf(s: DigimonState, p: Permanent): Color[];
  /** Whether it is a Digimon now, effects that treat a Tamer as one included (15-12-1-4). */
  isDigimon(s: DigimonState, p: Permanent): boolean;
  /** A count from `me`'s side ("for each of your security cards"), for a card off the field. */
  count(s: DigimonState, me: PlayerId, c: Count): number;
}

let bound: FieldFacts | undefined;

export function bindFieldFacts(facts: FieldFacts): void {
  bound = facts;
}

export function fieldFacts(): FieldFacts {
  if (!bound) throw new Error("derive/index.ts binds the field facts: import the derive layer through it");
  return bound;
}
