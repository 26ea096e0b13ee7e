/**
 * Keywords given as one step of an effect ("If this Digimon has a red digivolution card,
 * <Blitz>."). They act as the keyword does (16-x); the keyword layer registers how
 * (keywords/index.ts), so the operations never call keyword code by name.
 */
import type { KeywordStepOp } from "../model/index.ts";
import type { OpScope } from "./scope.ts";

export const keywordSteps: Partial<Record<KeywordStepOp["keyword"], (sc: OpScope) => string[]>> = {};

const NAMES: Record<KeywordStepOp["keyword"], string> = { blitz: "Blitz" };

export function runKeywordStep(sc: OpScope, op: KeywordStepOp): string[] {
  const act = keywordSteps[op.keyword];
  const name = `<${NAMES[op.keyword]}>`;
  if (!act) return [`${name} is not run by the engine here`];
  return [`${name}: ${act(sc).join("; ")}`];
}
